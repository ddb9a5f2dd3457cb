import {
  type EstateCard,
  type EstateType,
  Limits,
  type ListQuery,
  type ListResponse,
  type Rent,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates } from '../../db/schema.ts';
import { statementShapes } from '../../db/statements.ts';
import { type CardSort, cardsOfIdsQuery } from './card-page.ts';
import { isCostly, throughCostlyGate } from './costly-gate.ts';
import { countListed } from './count-listed.ts';
import { toEstateCard } from './estate-card.ts';
import { isNotCollapsed } from './listed.ts';
import { completePage, pageIdsSql } from './promoted-block.ts';
import type { SearchCriteria } from './search-filter.ts';

export type Category = { type: EstateType; rent: Rent; cityId?: number | undefined };

/** A category's list as a search's criteria: what the lists of hidden ads are checked against (hiding). */
export const categoryCriteria = ({ type, rent, cityId }: Category): Partial<SearchCriteria> => ({
  type,
  rent,
  city: cityId,
});

export function categoryFilter({ type, rent, cityId }: Category) {
  return and(
    eq(estates.type, type),
    eq(estates.rent, rent),
    cityId === undefined ? undefined : eq(estates.cityId, cityId),
  );
}

const categoryName = ({ type, rent, cityId }: Category) => `category:${type}:${rent}:${cityId ?? ''}`;

type PageShape = { withCity: boolean; sort: CardSort; anchored: boolean };

/**
 * The category lists are the busiest calls of the site and have few shapes (with or without a city, four sorts,
 * newest first also from an anchor): each shape is a named prepared statement, built once and parsed once per
 * connection.
 */
const categoryPages = statementShapes(
  'category_page',
  ({ sort }: PageShape) => (hasFixedPlan(sort) ? 'fixed' : 'per-call'),
  (db, { withCity, sort, anchored }) => categoryPageQuery(db, withCity, sort, anchored),
);

const preparedPage = (db: Db, withCity: boolean, sort: CardSort, anchored = false) =>
  categoryPages(db, `${withCity}:${sort.sortBy}:${sort.sortOrder}:${anchored}`, { withCity, sort, anchored });

/**
 * Whether one plan serves every category, city and page of a shape, so that it is planned once per connection
 * and not on every page (bench/run.ts, the category scenarios). Newest or oldest first, by price per m² or by
 * area, the generic plan is the plan of any values: the shape's own index, walked in order (migration 0024). By
 * price it depends on the data: a whole category's generic plan can read far more than its values need, a city's
 * sorted all its ads on a small database; those pages are planned for their values (bench/explain.ts shows the
 * plans, scripts/explain-queries.test.ts compares them).
 */
export const hasFixedPlan = (sort: CardSort) => sort.sortBy !== 'price';

/**
 * A category page with placeholders type, rent, cityId (withCity) and page; anchored, the ads that are not promoted
 * start at the ad anchorId (newest first) instead of an offset. Exported for its plan's test.
 */
export function categoryPageQuery(db: Db, withCity: boolean, sort: CardSort, anchored = false) {
  const where = and(
    eq(estates.type, sql.placeholder('type')),
    eq(estates.rent, sql.placeholder('rent')),
    withCity ? eq(estates.cityId, sql.placeholder('cityId')) : undefined,
    isNotCollapsed(),
  );
  const restFrom = anchored ? sql`${estates.estateId} <= ${sql.placeholder('anchorId')}` : undefined;
  return cardsOfIdsQuery(db, pageIdsSql(where, sort, sql.placeholder('page'), restFrom), sort);
}

/** Where the ads that are not promoted start on a page: the first of them. */
type Anchor = { estateId: number; until: number };
const anchorSeconds = 60;
const maxAnchors = 10_000;
const anchors = perDatabase(() => new Map<string, Anchor>());

/**
 * Pages after the 10th, newest first, start where the same page started up to a minute ago, or right after the
 * previous page a visitor (or a crawler) just read: OFFSET walks every ad before the page, an anchor seeks its first
 * ad that is not promoted (the promoted block is counted, up to 4 a page, promoted-block.ts). Any change to ads
 * made through the portal forgets the anchors of every instance (forgetAnchors), so an anchored page is the page an
 * offset would give, on any instance; only ads expiring meanwhile can shift it, for a minute at most. The first ten
 * pages are always exact.
 */
const isAnchored = (query: ListQuery) =>
  query.page > 10 && query.sortBy === 'estateId' && query.sortOrder === 'DESC';

export const forgetAnchors = (db: Db) => anchors(db).clear();

async function categoryPage(db: Db, category: Category, query: ListQuery): Promise<EstateCard[]> {
  const withCity = category.cityId !== undefined;
  const page = async (anchor?: Anchor) => {
    const rows = anchor
      ? await preparedPage(db, withCity, query, true).execute({
          ...category,
          page: query.page,
          anchorId: anchor.estateId,
        })
      : await preparedPage(db, withCity, query).execute({ ...category, page: query.page });
    const list = {
      where: () => and(categoryFilter(category), isNotCollapsed()),
      sort: query,
      page: query.page,
    };
    return completePage(db, rows.map(toEstateCard), list);
  };
  if (!isAnchored(query)) return page();
  const known = anchors(db);
  const key = (page: number) => `${categoryName(category)}:${page}`;
  const remembered = known.get(key(query.page));
  const anchor = remembered && remembered.until > Date.now() ? remembered : undefined;
  const cards = await page(anchor);
  const others = cards.filter((card) => card.promoted === 0);
  const [first, last] = [others[0], others.at(-1)];
  if (!first || !last) return cards;
  if (known.size >= maxAnchors) known.clear();
  // Anchors found from an anchor keep its time: pages drift from their offsets by a minute's changes at most.
  const until = anchor?.until ?? Date.now() + anchorSeconds * 1000;
  known.set(key(query.page), { estateId: first.estateId, until });
  // The next page's others start right after this page's last one.
  if (cards.length === Limits.pageSize)
    known.set(key(query.page + 1), { estateId: last.estateId - 1, until });
  return cards;
}

/** /api/estates/{type}/{rent} and its city variant. */
export async function listCategory(
  db: Db,
  category: Category,
  query: ListQuery,
): Promise<ListResponse<EstateCard>> {
  const [rows, count] = await Promise.all([
    throughCostlyGate(db, isCostly({}, query.page), () => categoryPage(db, category, query)),
    countListed(db, categoryName(category), () => categoryFilter(category)),
  ]);
  return { rows, count };
}
