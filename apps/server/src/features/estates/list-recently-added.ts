import { Limits } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates } from '../../db/schema.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { isListed } from './listed.ts';

export async function listRecentlyAdded(db: Db) {
  const rows = await db
    .select(cardColumns)
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .where(isListed())
    .orderBy(desc(estates.estateId))
    .limit(Limits.recentOnHome);
  return { rows: rows.map(toEstateCard), count: rows.length };
}
