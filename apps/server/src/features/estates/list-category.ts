import type { EstateCard, EstateType, ListQuery, ListResponse, Rent } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, withFixedPlans } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates } from '../../db/schema.ts';
import { type CardSort, cardPageQuery, pageOffset } from './card-page.ts';
import { countListed } from './count-listed.ts';
import { toEstateCard } from './estate-card.ts';

export type Category = { type: EstateType; rent: Rent; cityId?: number | undefined };

export function categoryFilter({ type, rent, cityId }: Category) {
  return and(
    eq(estates.type, type),
    eq(estates.rent, rent),
    cityId === undefined ? undefined : eq(estates.cityId, cityId),
  );
}

const categoryName = ({ type, rent, cityId }: Category) => `category:${type}:${rent}:${cityId ?? ''}`;

type PreparedPage = ReturnType<ReturnType<typeof cardPageQuery>['prepare']>;
const preparedPages = perDatabase(() => new Map<string, PreparedPage>());

/**
 * The category lists are the busiest calls of the site and have few shapes (with or without a city, four sorts):
 * each shape is a named prepared statement, built once and parsed once per connection.
 */
function preparedPage(db: Db, withCity: boolean, sort: CardSort): PreparedPage {
  const name = `category_page_${withCity ? 'city_' : ''}${sort.sortBy}_${sort.sortOrder}`.toLowerCase();
  const statements = preparedPages(db);
  const known = statements.get(name);
  if (known) return known;
  const on = hasFixedPlan(sort) ? withFixedPlans(db) : db;
  const statement = categoryPageQuery(on, withCity, sort).prepare(name);
  statements.set(name, statement);
  return statement;
}

/**
 * Whether one plan serves every category, city and page of a shape, so that it is planned once per connection
 * (at 1,000,000 ads: 0.4 ms less of the database per page). Newest or oldest first, the generic plan is the plan
 * of any values (the list index, walked in order). By price it depends on the data: a whole category's generic
 * plan at 1,000,000 ads took 7 ms instead of 0.5, a city's sorted all its ads on a small database; those pages are
 * planned for their values.
 */
export const hasFixedPlan = (sort: CardSort) => sort.sortBy === 'estateId';

/** A category page with placeholders type, rent, cityId (withCity) and offset; exported for its plan's test. */
export function categoryPageQuery(db: Db, withCity: boolean, sort: CardSort) {
  const where = and(
    eq(estates.type, sql.placeholder('type')),
    eq(estates.rent, sql.placeholder('rent')),
    withCity ? eq(estates.cityId, sql.placeholder('cityId')) : undefined,
  );
  return cardPageQuery(db, where, { ...sort, page: 1 }, sql.placeholder('offset'));
}

/** /api/estates/{type}/{rent} and its city variant. */
export async function listCategory(
  db: Db,
  category: Category,
  query: ListQuery,
): Promise<ListResponse<EstateCard>> {
  const page = preparedPage(db, category.cityId !== undefined, query);
  const [rows, count] = await Promise.all([
    page.execute({ ...category, offset: pageOffset(query) }),
    countListed(db, categoryName(category), () => categoryFilter(category)),
  ]);
  return { rows: rows.map(toEstateCard), count };
}
