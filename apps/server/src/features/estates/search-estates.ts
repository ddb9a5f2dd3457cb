import { type EstateCard, everydayFilterNames, type ListResponse, type SearchQuery } from '@portal/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { statementShapes } from '../../db/statements.ts';
import { cardsOfIdsQuery } from './card-page.ts';
import { isCostly, throughCostlyGate } from './costly-gate.ts';
import { countListed, exactCountLimit } from './count-listed.ts';
import { toEstateCard } from './estate-card.ts';
import { type Bind, collecting, literal } from './geo.ts';
import { isNotCollapsed } from './listed.ts';
import { mapView, mapWindowCards } from './map-window.ts';
import { completePage, pageIdsSql } from './promoted-block.ts';
import { type SearchCriteria, searchFilter } from './search-filter.ts';
import {
  hasRareListFilters,
  otherCriteria,
  type PlanLimits,
  plannedConditions,
  planSearch,
  type SearchPlan,
} from './search-plan.ts';

/** Page 1 has a statement of its own, planned for one page's rows (promoted-block.ts); later pages a placeholder. */
const pageOf = (query: SearchQuery) => (query.page === 1 ? 1 : sql.placeholder('page'));

/** A search's page of cards with a placeholder for each value (promoted-block.ts): one card a property. */
export const searchPageQuery = (db: Db, where: SQL | undefined, query: SearchQuery) =>
  cardsOfIdsQuery(db, pageIdsSql(and(where, isNotCollapsed()), query, pageOf(query)), query);

// What a search keeping one plan may hold besides its criteria of that plan: its category, its page and order.
const categoryPageAndOrder = ['type', 'rent', 'page', 'sortBy', 'sortOrder'];
const placeAndWords: ReadonlySet<string> = new Set([...categoryPageAndOrder, 'province', 'city', 'words']);
const categoryAndDistrict: ReadonlySet<string> = new Set([...categoryPageAndOrder, 'district']);
const categoryAndEveryday: ReadonlySet<string> = new Set([...categoryPageAndOrder, ...everydayFilterNames]);

const holdsOnly = (query: SearchQuery, criteria: ReadonlySet<string>) =>
  Object.entries(query).every(([key, value]) => value === undefined || criteria.has(key));

/**
 * Whether a search by common words alone in a category or place keeps one plan: newest first, its words are checked
 * on the newest ads from the window's first id on (search-plan.ts), so PostgreSQL walks the list index of the category
 * or city from its newest ad to that id for any values, and planning cost about as much as the walk. With rare words
 * (found by the text index) or other criteria, the generic plan read another index than the values needed.
 */
const hasFixedWordsPlan = (query: SearchQuery, plan: SearchPlan | undefined) =>
  plan !== undefined &&
  plan.rareWords.length === 0 &&
  plan.newestFrom > 0 &&
  query.sortBy === 'estateId' &&
  holdsOnly(query, placeAndWords);

/**
 * Whether a search by a district alone in a category keeps one plan: newest first, PostgreSQL reads the district's
 * own index, which holds the ids in order, for any district. In a city the generic plan walked the city's ads instead.
 */
const hasFixedDistrictPlan = (query: SearchQuery, plan: SearchPlan | undefined) =>
  plan === undefined && query.sortBy === 'estateId' && holdsOnly(query, categoryAndDistrict);

/**
 * Whether a search by everyday filters alone in a category keeps one plan: newest first, PostgreSQL walks the
 * category's list index from its newest ad, or a rare filter's own index (its flag literal in the statement), for any
 * values, checking the filters on the ads it walks to, and planning cost about as much as the walk. A search of recent
 * ads keeps one in every order: its days are literal (everyday-filter.ts), so each period's plan is made for its own
 * share of the ads, a day's few read from the dates' index, a month's many on a sort's walk. Rare filters checked on
 * the newest ads, and other orders without the date added, keep a plan for their values.
 */
const hasFixedEverydayPlan = (query: SearchQuery, plan: SearchPlan | undefined) =>
  plan === undefined &&
  holdsOnly(query, categoryAndEveryday) &&
  ((query.sortBy === 'estateId' && query.sortOrder === 'DESC') || query.addedWithin !== undefined);

/**
 * Whether one plan serves a search shape whatever its values: in one city (and no rectangle), newest or oldest first,
 * or by price per m² without a plan of costly criteria, PostgreSQL walks that city's list index of the sort for any
 * values (the test of plans compares them), and the city bounds the walk, so its planning, a good part of a search's
 * database time (more than its run by price per m²), is saved; other shapes still need a plan for their values, as
 * their generic plan may read a whole category (bench/explain.ts shows both). Newest or oldest first, the ranges are
 * checked on the walk (rangesOnWalk): a plan for any values read the city's ads in the ranges from another index and
 * sorted them, as the statistics' sample of cities fell. A district or the seller's kind match a share
 * of the ads only their values tell: generic, a city's search by them walked far more of the city than its values
 * needed (bench/README.md); so did words, but for common words alone (hasFixedWordsPlan) and a district alone in a
 * category (hasFixedDistrictPlan). Rare filters checked on the newest ads are found by their id, which only the
 * newest-first walk reads in order.
 */
export function hasFixedSearchPlan(query: SearchQuery, plan?: SearchPlan): boolean {
  if (query.words !== undefined) return hasFixedWordsPlan(query, plan);
  if (query.district !== undefined) return hasFixedDistrictPlan(query, plan);
  if (hasFixedEverydayPlan(query, plan)) return true;
  const oneCity =
    query.city !== undefined &&
    query.coordinates === undefined &&
    query.polygon === undefined &&
    query.seller === undefined;
  if (!oneCity) return false;
  if (query.sortBy === 'pricePerM2') return plan === undefined;
  return query.sortBy === 'estateId';
}

/** Whether a search's page checks its ranges on the walk of a plan kept for any values (hasFixedSearchPlan). */
const rangesOnWalk = (query: SearchQuery, plan: SearchPlan | undefined) =>
  query.sortBy === 'estateId' && hasFixedSearchPlan(query, plan);

type PageShape = { where: SQL | undefined; query: SearchQuery; plan: SearchPlan | undefined };

// Every connection keeps each named statement it has parsed: only the first shapes seen are named.
const searchPages = statementShapes(
  'search',
  ({ query, plan }: PageShape) => (hasFixedSearchPlan(query, plan) ? 'fixed' : 'per-call'),
  (db, { where, query }) => searchPageQuery(db, where, query),
  { shapes: 500, named: 100 },
);

/** A search's conditions as the page and the count read them: the costly criteria as their plan says. */
function searchWhere(
  query: SearchCriteria,
  plan: SearchPlan | undefined,
  bind: Bind = literal,
  onWalk = false,
) {
  if (!plan) return searchFilter(query, bind, onWalk);
  return and(searchFilter(otherCriteria(query), bind, onWalk), plannedConditions(plan, query, bind));
}

/** A search's conditions with a placeholder for each value, and the values (the page's number among them). */
export function searchPlaceholders(query: SearchQuery, plan?: SearchPlan) {
  const values: Record<string, unknown> = { page: query.page };
  const where = searchWhere(query, plan, collecting(values), rangesOnWalk(query, plan));
  return { where, values };
}

/**
 * A search's page of cards. Turning a query into SQL in Drizzle costs more Node time than PostgreSQL's answer, so
 * each shape of search (which criteria, which sort) is compiled once with placeholders; each call only assembles its
 * conditions to collect the values. A named shape is parsed once per connection, the others are sent as the unnamed
 * statement; names are never reused for another shape. Each call is planned for its values unless the shape has a
 * fixed plan.
 */
async function searchPageCards(
  db: Db,
  query: SearchQuery,
  plan: SearchPlan | undefined,
): Promise<EstateCard[]> {
  const { where, values } = searchPlaceholders(query, plan);
  const key = `${Object.keys(values).join(',')}:${query.sortBy}:${query.sortOrder}:${query.page === 1}`;
  const rows = await searchPages(db, key, { where, query, plan }).execute(values);
  return completePage(db, rows.map(toEstateCard), {
    where: () => and(searchWhere(query, plan), isNotCollapsed()),
    sort: query,
    page: query.page,
  });
}

/** The page's cards: a map view of a rectangle holding more ads than are counted exactly tries its window first. */
async function searchPage(db: Db, query: SearchQuery, plan: SearchPlan | undefined, count: Promise<number>) {
  const view = mapView(query);
  if (view && (await count) > exactCountLimit) {
    const cards = await mapWindowCards(db, view, query.page);
    if (cards) return cards;
  }
  return searchPageCards(db, query, plan);
}

/** A search's conditions with its costly criteria planned (search-plan.ts): what its page, count and map read. */
export async function plannedSearch(db: Db, criteria: SearchCriteria, limits?: PlanLimits) {
  const plan = await planSearch(db, criteria, limits);
  return { plan, where: (bind: Bind = literal) => searchWhere(criteria, plan, bind) };
}

/**
 * A search's total, one for its list and its map. A total counted on the newest ads of its list reads them all: it is
 * kept as an estimate is, and forgotten likewise on any change to ads; the page, read on every request, shows a new
 * ad at once.
 */
export const countSearch = (
  db: Db,
  criteria: SearchCriteria,
  plan: SearchPlan | undefined,
  where: () => SQL | undefined,
) =>
  countListed(db, `search:${JSON.stringify(criteria)}`, where, exactCountLimit, {
    keepExact: (plan?.newestFrom ?? 0) > 0,
  });

/** GET /api/estates/search: one page of the ads matching every given criterion. */
export async function searchEstates(
  db: Db,
  query: SearchQuery,
  limits?: PlanLimits,
): Promise<ListResponse<EstateCard>> {
  const { page, sortBy, sortOrder, ...criteria } = query;
  const costly = isCostly(criteria, page) || (await hasRareListFilters(db, criteria, limits?.newestRows));
  return throughCostlyGate(db, costly, async () => {
    const { plan, where } = await plannedSearch(db, criteria, limits);
    // The filter with its values is built only when the count is not remembered.
    const count = countSearch(db, criteria, plan, () => where());
    const [rows, total] = await Promise.all([searchPage(db, query, plan, count), count]);
    return { rows, count: total };
  });
}
