import type { EstateCard, ListQuery } from '@portal/domain';
import { and, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, pricePerM2Of } from '../../db/schema.ts';
import { preparedStatement } from '../../db/statements.ts';
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

/** The chosen sort of a list, within each of its parts (promoted-block.ts). */
export function sortOrder(sort: CardSort): SQL[] {
  const direction = sort.sortOrder === 'ASC' ? asc : desc;
  if (sort.sortBy === 'estateId') return [direction(estates.estateId)];
  // Equal values need a fixed order, or one ad could show on two pages.
  return [sortColumns[sort.sortBy](direction), desc(estates.estateId)];
}

/** A page's order: its promoted ads (its block) first, then the others, each in the chosen sort. */
const cardOrder = (sort: CardSort): SQL[] => [desc(estates.promoted), ...sortOrder(sort)];

/**
 * The cards of a page whose ids a statement picks (promoted-block.ts), in page order, in one statement: the ids as
 * an array subquery plan faster than a join for the statements planned per call (bench/run.ts, the search
 * scenarios), and only the page's ads are read as cards.
 */
export function cardsOfIdsQuery(db: Db, pageIds: SQL, sort: CardSort) {
  return db
    .select(cardColumns)
    .from(estates)
    .where(sql`${estates.estateId} = any(array(${pageIds}))`)
    .orderBy(...cardOrder(sort));
}

/** The listed ads among `ids` (one array parameter), as card rows in no particular order. */
export function listedCardsQuery(db: Db, ids: SQLWrapper) {
  return db
    .select(cardColumns)
    .from(estates)
    .where(and(isListed(), sql`${estates.estateId} = any(${ids}::int[])`));
}

const cardsStatement = preparedStatement('listed_cards', 'fixed', (db) =>
  listedCardsQuery(db, sql.placeholder('ids')),
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
