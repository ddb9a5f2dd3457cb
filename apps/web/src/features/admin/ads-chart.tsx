// The chart of ads added per day and type, with its data as a table for those who cannot see the chart. Lives in
// the statistics page's own chunk: recharts is heavy and no other screen needs it.
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Table, Text } from '@mantine/core';
import { estateTypeInfo, estateTypes } from '@portal/domain';
import { type ChartRow, daysWithAds, totalOf } from './chart-data.ts';

const colors = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6'];
const series = estateTypes.map((type, index) => ({
  name: type,
  label: estateTypeInfo[type].label,
  color: colors[index] ?? 'gray.6',
}));

export function AdsChart({ rows, days }: { rows: ChartRow[]; days: number }) {
  const description = `Wykres słupkowy: ${totalOf(rows)} ogłoszeń dodanych w ostatnich ${days} dniach, dziennie według kategorii. Dane są w tabeli poniżej.`;
  return (
    <>
      <div role="img" aria-label={description}>
        <BarChart
          h={320}
          data={rows}
          dataKey="date"
          type="stacked"
          series={series}
          withLegend
          tickLine="y"
          xAxisProps={{ minTickGap: 24 }}
          yAxisProps={{ allowDecimals: false }}
        />
      </div>
      <details>
        <summary>Pokaż dane wykresu w tabeli</summary>
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Caption>
              Ogłoszenia dodane w poszczególnych dniach (tylko dni z ogłoszeniami)
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Data</Table.Th>
                {series.map((item) => (
                  <Table.Th key={item.name} scope="col">
                    {item.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {daysWithAds(rows).map((row) => (
                <Table.Tr key={row.date}>
                  <Table.Th scope="row">{row.date}</Table.Th>
                  {estateTypes.map((type) => (
                    <Table.Td key={type}>{row[type]}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
      <Text size="sm">Dni liczone według czasu polskiego.</Text>
    </>
  );
}
