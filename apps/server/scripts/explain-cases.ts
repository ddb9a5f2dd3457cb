import { ListQuerySchema, SearchQuerySchema, serializeCoordinates } from '@portal/domain';
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { searchCitiesQuery } from '../src/features/cities/search-cities.ts';
import { listedCardsQuery } from '../src/features/estates/card-page.ts';
import { countListedQuery } from '../src/features/estates/count-listed.ts';
import { categoryFilter } from '../src/features/estates/list-category.ts';
import { promotedQuery } from '../src/features/estates/list-promoted.ts';
import { relatedQuery } from '../src/features/estates/list-related.ts';
import { userFilter } from '../src/features/estates/list-user-estates.ts';
import { isNotCollapsed } from '../src/features/estates/listed.ts';
import { listPageQuery } from '../src/features/estates/promoted-block.ts';
import { searchFilter } from '../src/features/estates/search-filter.ts';

const warszawa = 918123;
const newest = ListQuerySchema.parse({});
const cheapest = ListQuerySchema.parse({ sortBy: 'price', sortOrder: 'ASC' });
const priciest = ListQuerySchema.parse({ sortBy: 'price', sortOrder: 'DESC', page: '40' });
const krakowArea = serializeCoordinates({ north: 50.1, south: 50.0, west: 19.85, east: 20.05 });

const searches = {
  'search: 3 rooms for sale in a city under a price': {
    type: 'apartment',
    rent: '0',
    city: String(warszawa),
    priceTo: '800000',
    rooms: '3',
  },
  'search: map rectangle': { type: 'apartment', rent: '0', coordinates: krakowArea },
  'search: province and area': { type: 'house', province: '14', areaFrom: '100' },
  'search: amenities, cheapest': {
    type: 'place',
    rent: '1',
    internet: '1',
    parking: '1',
    sortBy: 'price',
    sortOrder: 'ASC',
  },
};

/** Every list and search query the API runs, with typical values, in the form EXPLAIN reads them. */
export async function explainCases(db: Db): Promise<Record<string, SQLWrapper>> {
  const [sample] = await db
    .execute<{ estate_id: number; user_id: number }>(
      sql`select estate_id, user_id from estates where active = 1 order by estate_id desc limit 1`,
    )
    .then((result) => (result as unknown as { rows: { estate_id: number; user_id: number }[] }).rows);
  if (!sample) throw new Error('no ads to explain: fill the database first');
  // Lists and searches ask as the API does: one card a property (an advertiser's own list shows every offer).
  const inLists = (where: SQL | undefined) => and(where, isNotCollapsed());
  const apartments = inLists(categoryFilter({ type: 'apartment', rent: 0 }));
  const cases: Record<string, SQLWrapper> = {
    'category, newest': listPageQuery(db, apartments, newest),
    'category, cheapest': listPageQuery(db, apartments, cheapest),
    'category, priciest, page 40': listPageQuery(db, apartments, priciest),
    // No 'category count': a whole category is longer than exactCountLimit, so the API answers the planner's
    // estimate and never runs its count (count-listed.ts).
    'city list, newest': listPageQuery(
      db,
      inLists(categoryFilter({ type: 'house', rent: 0, cityId: warszawa })),
      newest,
    ),
    'city list count': countListedQuery(
      db,
      inLists(categoryFilter({ type: 'house', rent: 0, cityId: warszawa })),
    ),
    'user list': listPageQuery(db, userFilter(sample.user_id), newest),
    'user list count': countListedQuery(db, userFilter(sample.user_id)),
    promoted: promotedQuery(db),
    'cards of the clipboard': listedCardsQuery(
      db,
      sql.param([sample.estate_id, sample.estate_id - 1, sample.estate_id - 7]),
    ),
    related: relatedQuery(db, {
      estateId: sample.estate_id,
      type: 'apartment',
      rent: 0,
      lat: 50.06,
      lng: 19.94,
    }),
    'city search': searchCitiesQuery(db, 'nowa'),
    'city search in a province': searchCitiesQuery(db, 'nowa', 14),
  };
  for (const [name, input] of Object.entries(searches)) {
    const query = SearchQuerySchema.parse(input);
    cases[name] = listPageQuery(db, inLists(searchFilter(query)), query);
    cases[`${name} (count)`] = countListedQuery(db, inLists(searchFilter(query)));
  }
  return cases;
}

/** The plan PostgreSQL chooses for a query, as text. */
export async function explain(db: Db, query: SQLWrapper): Promise<string> {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

/** A sequential scan reads every ad: that is what the indexes are there to avoid. */
export const readsEveryAd = (plan: string) => /Seq Scan on estates\b/.test(plan);
