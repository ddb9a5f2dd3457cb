import { Limits } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates } from '../../db/schema.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { isListed } from './listed.ts';

export function promotedQuery(db: Db) {
  return db
    .select(cardColumns)
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .where(and(isListed(), eq(estates.promoted, 1)))
    .orderBy(sql`random()`)
    .limit(Limits.promotedOnHome);
}

/** The home page's promoted ads: a different random choice of up to 8 on every visit. */
export async function listPromoted(db: Db) {
  const rows = await promotedQuery(db);
  return { rows: rows.map(toEstateCard), count: rows.length };
}
