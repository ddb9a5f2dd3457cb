// Route module of /admin/statystyki (spec §2): active ads, activated accounts and the chart of ads added per day.
import { Center, Group, Loader, Paper, Skeleton, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/domain';
import { useMemo } from 'react';
import { AdminPage } from './admin-page.tsx';
import { AdsChart } from './ads-chart.tsx';
import { useActiveAdsCount, useActiveUsersCount, useAdsChart } from './api/stats.ts';
import { toChartRows, totalOf } from './chart-data.ts';
import { SilentIntegrationsAlert } from './silent-integrations-alert.tsx';

const chartDays = 90;
const loadFailed = 'Nie udało się wczytać danych. Spróbuj ponownie później.';

function Figure({ label, value, isError }: { label: string; value: number | undefined; isError: boolean }) {
  return (
    <Paper withBorder p="md" miw={200}>
      <Text size="sm">{label}</Text>
      {isError ? (
        <Text>{loadFailed}</Text>
      ) : value === undefined ? (
        <Skeleton h={36} w={80} mt={4} aria-label="Wczytywanie" />
      ) : (
        <Text fz={30} fw={700}>
          {value.toLocaleString('pl-PL')}
        </Text>
      )}
    </Paper>
  );
}

function ChartSection() {
  const { data, isError } = useAdsChart();
  const rows = useMemo(() => (data ? toChartRows(data, formatDate(new Date()), chartDays) : []), [data]);
  if (isError) return <Text>{loadFailed}</Text>;
  if (!data)
    return (
      <Center h={320}>
        <Loader role="status" aria-label="Wczytywanie wykresu" />
      </Center>
    );
  if (totalOf(rows) === 0) return <Text>Brak ogłoszeń dodanych w ostatnich {chartDays} dniach.</Text>;
  return <AdsChart rows={rows} days={chartDays} />;
}

export function Component() {
  const ads = useActiveAdsCount();
  const users = useActiveUsersCount();
  return (
    <AdminPage title="Statystyki" wide>
      <SilentIntegrationsAlert />
      <Group>
        <Figure label="Aktywne ogłoszenia" value={ads.data?.activeAdsCount} isError={ads.isError} />
        <Figure label="Aktywni użytkownicy" value={users.data?.activeUsersCount} isError={users.isError} />
      </Group>
      <Title order={2} fz={22}>
        Ogłoszenia dodane w ostatnich {chartDays} dniach
      </Title>
      <ChartSection />
    </AdminPage>
  );
}
