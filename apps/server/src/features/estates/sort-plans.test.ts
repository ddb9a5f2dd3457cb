import { SearchQuerySchema, sortOptionByKey } from '@portal/domain';
import { and, count, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillEstates } from '../../../scripts/explain-fill.ts';
import { createTestApp } from '../../../test/app.ts';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { countListedQuery } from './count-listed.ts';
import { categoryFilter } from './list-category.ts';
import { isNotCollapsed } from './listed.ts';
import { countedCellsQuery } from './map-clusters.ts';
import { cellRange } from './map-grid.ts';
import { pageIdsSql } from './promoted-block.ts';
import { type SearchCriteria, searchFilter } from './search-filter.ts';
import { plannedConditions } from './search-plan.ts';

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
};
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan PostgreSQL (or PGlite, which answers it as text) makes for a query. */
async function explain(db: Db, query: SQLWrapper): Promise<PlanNode | undefined> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`explain (format json) ${query}`);
  const cell = Object.values(rows[0] ?? {})[0];
  const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return plan?.Plan;
}

/** The part of a page's plan that reads the ads that are not promoted: the last member of its union. */
/** Each node of the plan with the index it reads: [node type, index name]. */
async function indexScans(db: Db, query: SQLWrapper) {
  const plan = await explain(db, query);
  return (plan ? nodesOf(plan) : []).map((node) => [node['Node Type'], node['Index Name']]);
}

const restOf = (plan: PlanNode): PlanNode[] => {
  const union = nodesOf(plan).find((node) => node['Node Type'] === 'Append');
  const rest = union?.Plans?.filter((node) => node['Parent Relationship'] === 'Member').at(-1);
  return rest ? nodesOf(rest) : [];
};

// The ads that are not promoted, most of a page, must come from an index walked in the list's order and stopped
// after a page: a sort means PostgreSQL read and sorted every matching ad of the category (a quarter of a second at
// a million ads). The promoted block may sort its few.
describe('the plan of a sorted page', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const planOf = async (ids: SQL) => {
    const plan = await explain(t.db, ids);
    return plan ? restOf(plan) : [];
  };
  // As lists ask: one card a property.
  const apartmentsForSale = and(categoryFilter({ type: 'apartment', rent: 0 }), isNotCollapsed());

  beforeAll(async () => {
    t = await createTestApp();
    await fillEstates(t.db, 20_000);
  }, 120_000);
  afterAll(() => t.close());

  it.each([
    ['cheapestPerM2', 'estates_list_m2_cheap_idx'],
    ['priciestPerM2', 'estates_list_m2_dear_idx'],
    ['smallest', 'estates_list_small_idx'],
    ['largest', 'estates_list_large_idx'],
  ])('walks its index for a category sorted %s, sorting nothing', async (key, index) => {
    const nodes = await planOf(pageIdsSql(apartmentsForSale, sortOptionByKey(key), 1));
    expect(nodes.map((node) => node['Index Name'])).toContain(index);
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
  });

  it('walks the newest ads for the first page of a price per m² range, sorting nothing', async () => {
    const query = SearchQuerySchema.parse({
      type: 'apartment',
      rent: '0',
      pricePerM2From: '2000',
      pricePerM2To: '8000',
    });
    const nodes = await planOf(pageIdsSql(and(searchFilter(query), isNotCollapsed()), query, 1));
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
  });
});

// What a count or a map reads many entries of must come from an index alone, not from a table row per ad.
describe('the plan of a count or a map', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const indexScansOf = (query: SQLWrapper) => indexScans(t.db, query);

  beforeAll(async () => {
    t = await createTestApp();
    await fillEstates(t.db, 20_000);
  }, 120_000);
  afterAll(() => t.close());

  // A district's name is in many cities: its count of up to 2,000 ads (bench/README.md, the district search).
  it("reads a district's count from the district's index", async () => {
    const query = SearchQuerySchema.parse({ type: 'apartment', rent: '0', district: 'srodmiescie' });
    const where = and(searchFilter(query), isNotCollapsed());
    expect(await indexScansOf(countListedQuery(t.db, where))).toContainEqual([
      'Index Only Scan',
      'estates_district_idx',
    ]);
  });

  // A filter few ads match: its page and its count read those ads alone, not the category's walk for them.
  it.each([
    ['a garden', { garden: '1' }, 'estates_list_garden_idx'],
    ['pets', { pets: '1' }, 'estates_list_pets_idx'],
    ['a date of availability', { availableFrom: '2026-12-31' }, 'estates_list_available_idx'],
    ['a finish', { finish: '1' }, 'estates_list_finish_idx'],
    ['bathrooms', { bathroomsFrom: '2' }, 'estates_list_bathrooms_idx'],
  ])('reads the page and count of flats to rent with %s from its own index', async (_name, filter, index) => {
    const query = SearchQuerySchema.parse({ type: 'apartment', rent: '1', ...filter });
    const where = and(searchFilter(query), isNotCollapsed());
    const indexesOf = async (read: SQLWrapper) => (await indexScansOf(read)).map(([, name]) => name);
    expect(await indexesOf(pageIdsSql(where, query, 1))).toContain(index);
    expect(await indexesOf(countListedQuery(t.db, where))).toContain(index);
  });

  // A rare word's ads, at most a few thousand, come from the text index; a walk of the table would read every ad.
  it("finds a rare word's ads through the text index", async () => {
    const plan = { rareWords: ['zolw'], words: ['zolw'], areaByIndex: false, newestFrom: 0, fewRows: 5_000 };
    const where = plannedConditions(plan, { type: 'apartment', rent: 0 } as SearchCriteria);
    expect(await indexScansOf(t.db.select({ one: sql`1` }).from(estates).where(where))).toContainEqual([
      'Bitmap Index Scan',
      'estates_search_idx',
    ]);
  });

  // Not every ad of the city's category: only those of the price range (bench/README.md, Warszawa's map).
  it("reads a city's map by price from the city's ads with a point by price", async () => {
    const [city] = await t.db
      .select({ cityId: estates.cityId })
      .from(estates)
      .groupBy(estates.cityId)
      .orderBy(desc(count()))
      .limit(1);
    const query = SearchQuerySchema.parse({
      type: 'apartment',
      rent: '0',
      city: String(city?.cityId),
      priceTo: '400000',
      roomsFrom: '3',
    });
    const range = cellRange({ north: 55, south: 49, west: 14, east: 24.2 }, 11);
    expect(await indexScansOf(countedCellsQuery(t.db, query, range, 11))).toContainEqual([
      'Index Only Scan',
      'estates_map_city_price_idx',
    ]);
  });
});

// A day's ads are a sliver of a category (a quarter of a percent of a million ads, as here once the fill's dates are
// stretched over a year): walking a sort's index read on until enough of them turned up, most of the category.
describe('the plan of a search of recent ads', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const indexScansOf = (query: SQLWrapper) => indexScans(t.db, query);

  beforeAll(async () => {
    t = await createTestApp();
    await fillEstates(t.db, 20_000);
    await t.db.execute(sql`update estates set created_at = now() - (now() - created_at) * 30`);
    await t.db.execute(sql`vacuum analyze estates`);
  }, 120_000);
  afterAll(() => t.close());

  it.each([
    ['price', 'ASC'],
    ['area', 'DESC'],
    ['pricePerM2', 'ASC'],
  ])(
    'reads the page and count of flats added within a day by %s from their dates alone',
    async (sortBy, order) => {
      const query = SearchQuerySchema.parse({
        type: 'apartment',
        rent: '0',
        addedWithin: '1',
        sortBy,
        sortOrder: order,
      });
      const where = and(searchFilter(query), isNotCollapsed());
      const added = ['Index Only Scan', 'estates_list_added_idx'];
      expect(await indexScansOf(pageIdsSql(where, query, 1))).toContainEqual(added);
      expect(await indexScansOf(countListedQuery(t.db, where))).toContainEqual(added);
    },
  );
});
