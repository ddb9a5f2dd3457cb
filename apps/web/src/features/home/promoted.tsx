// The home page's promoted ads (spec §1, §2): eight cards, eight placeholders while loading.
import { Text } from '@mantine/core';
import { Limits } from '@portal/domain';
import { EstateGrid } from '../../ui/estate-grid.tsx';
import { usePromoted } from './api/get-promoted.ts';
import { HomeSection } from './home-section.tsx';

export function Promoted() {
  const { data, isPending, isError } = usePromoted();
  const isEmpty = isError || data?.rows.length === 0;
  return (
    <HomeSection id="promoted" title="Promowane ogłoszenia">
      {isEmpty ? (
        <Text>W chwili obecnej brak promowanych ogłoszeń.</Text>
      ) : (
        <EstateGrid
          estates={data?.rows}
          isLoading={isPending}
          placeholders={Limits.promotedOnHome}
          isAboveFold
        />
      )}
    </HomeSection>
  );
}
