// Shapes the server's rows (one per day and type) into the chart's rows (one per day, a column per type).
import { type EstateType, estateTypes, type StatsAdsChart } from '@portal/domain';

export type ChartRow = { date: string } & Record<EstateType, number>;

const dayMs = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Every day of the period ending on `lastDay`, days without ads at zero, so the time axis stays true. */
export function toChartRows(data: StatsAdsChart, lastDay: string, days: number): ChartRow[] {
  const byDate = new Map<string, ChartRow>();
  for (let offset = days - 1; offset >= 0; offset--) {
    const date = addDays(lastDay, -offset);
    byDate.set(date, { date, ...zeroes() });
  }
  for (const point of data) {
    const row = byDate.get(point.date);
    if (row) row[point.type] += point.value;
  }
  return [...byDate.values()];
}

/** Only the days with ads, for the table read by screen readers. */
export function daysWithAds(rows: ChartRow[]): ChartRow[] {
  return rows.filter((row) => estateTypes.some((type) => row[type] > 0));
}

export function totalOf(rows: ChartRow[]): number {
  return rows.reduce((sum, row) => sum + estateTypes.reduce((daySum, type) => daySum + row[type], 0), 0);
}

function zeroes(): Record<EstateType, number> {
  return Object.fromEntries(estateTypes.map((type) => [type, 0])) as Record<EstateType, number>;
}
