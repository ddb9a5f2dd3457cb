import { type EstateCard, Limits, type ListQuery, type ListResponse } from '@portal/domain';
import { and, asc, desc, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates } from '../../db/schema.ts';
import { countListed } from './count-listed.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { isListed } from './listed.ts';

export type CardSort = Pick<ListQuery, 'sortBy' | 'sortOrder'>;

/** Promoted ads first, then the chosen sort; the list indexes hold these columns in this order. */
function cardOrder(sort: CardSort): SQL[] {
  const direction = sort.sortOrder === 'ASC' ? asc : desc;
  if (sort.sortBy === 'estateId') return [desc(estates.promoted), direction(estates.estateId)];
  // Equal prices need a fixed order, or one ad could show on two pages.
  return [desc(estates.promoted), direction(estates.price), desc(estates.estateId)];
}

/**
 * One page of listed cards matching `where`, as the API runs it (and as EXPLAIN checks it). The page's ids are
 * picked first from the list index alone, and only those 24 ads are joined to their city and main photo:
 * joining before OFFSET would build every skipped card too (page 200 built 4,800 cards for 24).
 */
export function cardPageQuery(
  db: Db,
  where: SQL | undefined,
  query: CardSort & Pick<ListQuery, 'page'>,
  offset: number | Placeholder = pageOffset(query),
) {
  const page = db
    .select({ pageId: estates.estateId })
    .from(estates)
    .where(and(isListed(), where))
    .orderBy(...cardOrder(query))
    .limit(Limits.pageSize)
    .offset(offset)
    .as('page');
  return db
    .select(cardColumns)
    .from(page)
    .innerJoin(estates, eq(estates.estateId, page.pageId))
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .orderBy(...cardOrder(query));
}

export const pageOffset = (query: Pick<ListQuery, 'page'>) => (query.page - 1) * Limits.pageSize;

/** Every paged list of the API: 24 cards of listed ads and the total count of the list. */
export async function listCardPage(
  db: Db,
  where: SQL | undefined,
  query: ListQuery,
): Promise<ListResponse<EstateCard>> {
  // Two connections of the pool at once: the page and its total do not wait for each other.
  const [rows, count] = await Promise.all([cardPageQuery(db, where, query), countListed(db, where)]);
  return { rows: rows.map(toEstateCard), count };
}
