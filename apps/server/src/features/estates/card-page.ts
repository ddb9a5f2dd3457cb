import { type EstateCard, Limits, type ListQuery, type ListResponse } from '@portal/domain';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  type Subquery,
  sql,
} from 'drizzle-orm';
import { type Db, withFixedPlans } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates, pricePerM2Of } from '../../db/schema.ts';
import { countListed } from './count-listed.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { isListed } from './listed.ts';

export type CardSort = Pick<ListQuery, 'sortBy' | 'sortOrder'>;

// Ads without a price per m² (no area) go last either way, as in its indexes.
const sortColumns = {
  price: (direction: typeof asc) => direction(estates.price),
  area: (direction: typeof asc) => direction(estates.area),
  pricePerM2: (direction: typeof asc) =>
    sql`${direction(pricePerM2Of(estates.price, estates.area))} nulls last`,
};

/** Promoted ads first, then the chosen sort; the list indexes hold these columns in this order. */
function cardOrder(sort: CardSort): SQL[] {
  const direction = sort.sortOrder === 'ASC' ? asc : desc;
  if (sort.sortBy === 'estateId') return [desc(estates.promoted), direction(estates.estateId)];
  // Equal values need a fixed order, or one ad could show on two pages.
  return [desc(estates.promoted), sortColumns[sort.sortBy](direction), desc(estates.estateId)];
}

/** The ids of one page of listed ads matching `where`, read from a list index alone where one fits. */
function pageIdsQuery(
  db: Db,
  where: SQL | undefined,
  query: CardSort & Pick<ListQuery, 'page'>,
  offset: number | Placeholder = pageOffset(query),
) {
  return db
    .select({ pageId: estates.estateId })
    .from(estates)
    .where(and(isListed(), where))
    .orderBy(...cardOrder(query))
    .limit(Limits.pageSize)
    .offset(offset);
}

/**
 * One page of listed cards matching `where` in one statement (the category pages, prepared). The page's ids are
 * picked first, and only those 24 ads are read as cards: reading cards before OFFSET would build every skipped card
 * too (page 200 built 4,800 cards for 24).
 */
export function cardPageQuery(
  db: Db,
  where: SQL | undefined,
  query: CardSort & Pick<ListQuery, 'page'>,
  offset: number | Placeholder = pageOffset(query),
) {
  return cardsOfPageQuery(db, pageIdsQuery(db, where, query, offset).as('page'), query);
}

/** The cards of a page whose ids a subquery picks (its `pageId` column), in list order. */
export function cardsOfPageQuery(db: Db, page: Subquery & { pageId: AnyColumn }, sort: CardSort) {
  return db
    .select(cardColumns)
    .from(page)
    .innerJoin(estates, eq(estates.estateId, page.pageId))
    .orderBy(...cardOrder(sort));
}

export const pageOffset = (query: Pick<ListQuery, 'page'>) => (query.page - 1) * Limits.pageSize;

/** The listed ads among `ids` (one array parameter), as card rows in no particular order. */
export function listedCardsQuery(db: Db, ids: SQLWrapper) {
  return db
    .select(cardColumns)
    .from(estates)
    .where(and(isListed(), sql`${estates.estateId} = any(${ids}::int[])`));
}

const cardsStatement = perDatabase((db) =>
  listedCardsQuery(withFixedPlans(db), sql.placeholder('ids')).prepare('listed_cards'),
);

/** The cards of the listed ads among `ids`, in the order of `ids`: removed or expired ads are left out. */
export async function cardsOf(db: Db, ids: number[]): Promise<EstateCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardsStatement(db).execute({ ids });
  const byId = new Map(rows.map((row) => [row.estateId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toEstateCard(row)] : [];
  });
}

/**
 * One page of listed cards matching `where` in one statement whose page ids are an array subquery: the form for
 * statements planned for each call's values (a search, an advertiser's ads): it plans faster than the joined page
 * of `cardPageQuery` (bench/run.ts, the search scenarios), in one round trip to the database.
 */
export function cardsOfIdsQuery(
  db: Db,
  where: SQL | undefined,
  query: CardSort & Pick<ListQuery, 'page'>,
  offset: number | Placeholder = pageOffset(query),
) {
  return db
    .select(cardColumns)
    .from(estates)
    .where(sql`${estates.estateId} = any(array(${pageIdsQuery(db, where, query, offset)}))`)
    .orderBy(...cardOrder(query));
}

/** A paged list of the API whose criteria vary (an advertiser's ads): 24 cards of listed ads and the list's total. */
export async function listCardPage(
  db: Db,
  where: SQL | undefined,
  query: ListQuery,
  countName: string,
): Promise<ListResponse<EstateCard>> {
  // Two connections of the pool at once: the page and its total do not wait for each other.
  const [rows, count] = await Promise.all([
    cardsOfIdsQuery(db, where, query),
    countListed(db, countName, () => where),
  ]);
  return { rows: rows.map(toEstateCard), count };
}
