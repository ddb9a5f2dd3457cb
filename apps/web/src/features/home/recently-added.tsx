// The home page's 'Ostatnio dodane' section (spec §1, §2): the newest ads, four placeholders while loading.
import { Stack, Text, Title } from '@mantine/core';
import { Limits } from '@portal/domain';
import { EstateGrid } from '../../ui/estate-grid.tsx';
import { useRecentlyAdded } from './api/get-recently-added.ts';

export function RecentlyAdded() {
  const { data, isPending, isError } = useRecentlyAdded();
  return (
    <Stack component="section" aria-labelledby="recently-added" gap="md">
      <Title order={2} id="recently-added">
        Ostatnio dodane
      </Title>
      {/* Spec §7: a failed load leaves an empty state (the query cache logs the error). */}
      {isError ? (
        <Text>W chwili obecnej brak ogłoszeń do wyświetlenia.</Text>
      ) : (
        <EstateGrid estates={data?.rows} isLoading={isPending} placeholders={Limits.recentOnHome} />
      )}
    </Stack>
  );
}
