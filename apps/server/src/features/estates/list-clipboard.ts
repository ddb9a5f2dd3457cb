import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates } from '../../db/schema.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { isListed } from './listed.ts';

export function clipboardQuery(db: Db, estateIds: number[]) {
  return db
    .select(cardColumns)
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .where(and(isListed(), inArray(estates.estateId, estateIds)));
}

/**
 * The clipboard's ads in the order of its ids (the order the visitor starred them); ads that were removed or
 * expired since are left out. The domain schema bounds the number of ids.
 */
export async function listClipboard(db: Db, estateIds: number[]) {
  if (estateIds.length === 0) return { rows: [], count: 0 };
  const found = new Map((await clipboardQuery(db, estateIds)).map((row) => [row.estateId, row]));
  const rows = estateIds.flatMap((id) => {
    const row = found.get(id);
    return row ? [toEstateCard(row)] : [];
  });
  return { rows, count: rows.length };
}
