import type { StatsAdsChart } from '@portal/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, users } from '../../db/schema.ts';
import { countListed } from '../estates/index.ts';

/** Ads a visitor can find now: active and not expired (the same rule as every public list). */
export function countActiveAds(db: Db): Promise<number> {
  return countListed(db, 'all', () => undefined);
}

/**
 * Activated accounts: the e-mail link was followed (users.active). Removed accounts are deleted, and unactivated
 * ones cannot log in or post, so they are not counted.
 */
export async function countActiveUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.active, true));
  return row?.total ?? 0;
}

export const chartDays = 90;

/**
 * Ads added per Warsaw day and type over the last `chartDays` days, today included; days without ads are absent.
 * Counts the ads that still exist (removed ones leave no row), whatever their state.
 */
export async function adsChart(db: Db): Promise<StatsAdsChart> {
  const warsawDay = sql<string>`to_char(${estates.createdAt} at time zone 'Europe/Warsaw', 'YYYY-MM-DD')`;
  const firstDay = sql`(date_trunc('day', now() at time zone 'Europe/Warsaw')
    - make_interval(days => ${chartDays - 1})) at time zone 'Europe/Warsaw'`;
  const rows = await db
    .select({ date: warsawDay, type: estates.type, value: sql<number>`count(*)::int` })
    .from(estates)
    .where(sql`${estates.createdAt} >= ${firstDay}`)
    .groupBy(warsawDay, estates.type)
    .orderBy(warsawDay, estates.type);
  return rows.map((row) => ({ ...row, type: row.type as StatsAdsChart[number]['type'] }));
}
