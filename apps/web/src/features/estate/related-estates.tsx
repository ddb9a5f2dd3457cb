// 'Mogą Cię zainteresować' (spec §2): four ads like this one; nothing is shown when there are none.
import { Stack, Title } from '@mantine/core';
import { Limits } from '@portal/domain';
import { EstateGrid } from '../../ui/estate-grid.tsx';
import { useRelated } from './api/get-related.ts';

export function RelatedEstates({ estateId }: { estateId: number }) {
  const { data, isPending, isError } = useRelated(estateId);
  if (isError || data?.rows.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="related-estates" gap="md">
      <Title order={2} id="related-estates">
        Mogą Cię zainteresować
      </Title>
      <EstateGrid estates={data?.rows} isLoading={isPending} placeholders={Limits.relatedAds} />
    </Stack>
  );
}
