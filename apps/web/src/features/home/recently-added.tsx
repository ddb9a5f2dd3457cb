// The home page's 'Ostatnio dodane' section (spec §1, §2): the newest ads, four placeholders while loading.
import { Text } from '@mantine/core';
import { Limits } from '@portal/domain';
import { EstateGrid } from '../../ui/estate-grid.tsx';
import { useRecentlyAdded } from './api/get-recently-added.ts';
import { HomeSection } from './home-section.tsx';

export function RecentlyAdded() {
  const { data, isPending, isError } = useRecentlyAdded();
  return (
    <HomeSection id="recently-added" title="Ostatnio dodane">
      {/* Spec §7: a failed load leaves an empty state (the query cache logs the error). */}
      {isError ? (
        <Text>W chwili obecnej brak ogłoszeń do wyświetlenia.</Text>
      ) : (
        <EstateGrid estates={data?.rows} isLoading={isPending} placeholders={Limits.recentOnHome} />
      )}
    </HomeSection>
  );
}
