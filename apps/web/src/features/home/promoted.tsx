// The home page's promoted ads (spec §1, §2): eight cards, eight placeholders while loading.
import { Stack, Text, Title } from '@mantine/core';
import { Limits } from '@portal/domain';
import { EstateGrid } from '../../ui/estate-grid.tsx';
import { usePromoted } from './api/get-promoted.ts';

export function Promoted() {
  const { data, isPending, isError } = usePromoted();
  const isEmpty = isError || data?.rows.length === 0;
  return (
    <Stack component="section" aria-labelledby="promoted" gap="md">
      <Title order={2} id="promoted">
        Promowane ogłoszenia
      </Title>
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
    </Stack>
  );
}
