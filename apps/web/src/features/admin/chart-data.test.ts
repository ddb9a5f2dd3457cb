import { describe, expect, it } from 'vitest';
import { daysWithAds, toChartRows, totalOf } from './chart-data.ts';

describe('toChartRows', () => {
  it('gives every day of the period a row with a column per type, in date order', () => {
    const rows = toChartRows(
      [
        { date: '2026-03-01', type: 'house', value: 2 },
        { date: '2026-03-01', type: 'land', value: 1 },
        { date: '2026-02-27', type: 'apartment', value: 4 },
        { date: '2025-01-01', type: 'apartment', value: 9 },
      ],
      '2026-03-01',
      3,
    );
    expect(rows.map((row) => row.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(rows[0]).toEqual({ date: '2026-02-27', apartment: 4, house: 0, land: 0, object: 0, place: 0 });
    expect(rows[2]).toMatchObject({ house: 2, land: 1 });
    expect(totalOf(rows)).toBe(7);
    expect(daysWithAds(rows).map((row) => row.date)).toEqual(['2026-02-27', '2026-03-01']);
  });
});
