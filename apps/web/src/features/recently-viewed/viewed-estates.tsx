// The cards of the ads this browser opened last; an ad gone off-line since is simply absent.
import { EstateGrid } from '../../ui/estate-grid.tsx';
import { useViewedEstates } from './api/get-viewed-estates.ts';

type Props = { ids: readonly number[] };

export function ViewedEstates({ ids }: Props) {
  const { data, isPending } = useViewedEstates(ids);
  return (
    <EstateGrid estates={data?.rows} isLoading={ids.length > 0 && isPending} placeholders={ids.length} />
  );
}
