import { type EstateCard, Limits, type ListQuery, type ListResponse } from '@portal/domain';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates } from '../../db/schema.ts';
import { countListed } from './count-listed.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { isListed } from './listed.ts';

export type CardSort = Pick<ListQuery, 'sortBy' | 'sortOrder'>;

/** Promoted ads first, then the chosen sort; the list indexes hold these columns in this order. */
export function cardOrder(sort: CardSort): SQL[] {
  const direction = sort.sortOrder === 'ASC' ? asc : desc;
  if (sort.sortBy === 'estateId') return [desc(estates.promoted), direction(estates.estateId)];
  // Equal prices need a fixed order, or one ad could show on two pages.
  return [desc(estates.promoted), direction(estates.price), desc(estates.estateId)];
}

/** One page of listed cards matching `where`, as the API runs it (and as EXPLAIN checks it). */
export function cardPageQuery(db: Db, where: SQL | undefined, query: ListQuery) {
  return db
    .select(cardColumns)
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .where(and(isListed(), where))
    .orderBy(...cardOrder(query))
    .limit(Limits.pageSize)
    .offset((query.page - 1) * Limits.pageSize);
}

/** Every paged list of the API: 24 cards of listed ads and the total count of the list. */
export async function listCardPage(
  db: Db,
  where: SQL | undefined,
  query: ListQuery,
): Promise<ListResponse<EstateCard>> {
  const rows = await cardPageQuery(db, where, query);
  const count = await countListed(db, where);
  return { rows: rows.map(toEstateCard), count };
}
