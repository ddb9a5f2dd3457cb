import { defaultSort, SearchQuerySchema, sortOptions } from '@portal/domain';
import { Placeholder, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { categoryPageQuery, hasFixedPlan } from '../src/features/estates/list-category.ts';
import {
  hasFixedSearchPlan,
  searchPageQuery,
  searchPlaceholders,
} from '../src/features/estates/search-estates.ts';
import { hiddenCountPlaceholders, hiddenCountQuery } from '../src/features/hiding/without-hidden.ts';
import { createTestDatabase } from '../test/db.ts';
import { explain, explainCases, readsEveryAd } from './explain-cases.ts';
import { fillEstates } from './explain-fill.ts';

// Large enough for the planner to prefer an index over reading the table only when the index really helps;
// scripts/explain-queries.ts runs the same check with 100,000 ads.
const ads = 20_000;

describe('query plans of the list and search queries', () => {
  let database: Database;
  let cases: Awaited<ReturnType<typeof explainCases>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await fillEstates(database.db, ads);
    cases = await explainCases(database.db);
  }, 180_000);
  afterAll(() => database.close());

  const planIn = async (mode: string, args: string[]) => {
    await database.db.execute(sql.raw(`set plan_cache_mode = ${mode}`));
    const plan = await explain(database.db, sql.raw(`execute probe(${args.join(', ')})`));
    await database.db.execute(sql`reset plan_cache_mode`);
    // The plan's nodes and indexes; their conditions differ anyway ($1 against the value).
    return plan
      .replaceAll(/\(cost=[^)]*\)/g, '')
      .split('\n')
      .filter((line) => !line.includes(':'))
      .join('\n');
  };
  const plansDiffer = async (text: string, args: string[]) => {
    await database.db.execute(sql.raw(`prepare probe as ${text}`));
    const generic = await planIn('force_generic_plan', args);
    const custom = await planIn('force_custom_plan', args);
    await database.db.execute(sql`deallocate probe`);
    expect(readsEveryAd(custom), custom).toBe(false);
    return generic !== custom;
  };
  // Literal arguments for EXECUTE: the placeholders' sample values, and the statement's own (the page size).
  const argsOf = (params: unknown[], values: Record<string, unknown>) =>
    params.map((param) => {
      const value = param instanceof Placeholder ? values[param.name] : param;
      if (Array.isArray(value)) return `'{${value.join(',')}}'`;
      return typeof value === 'string' ? `'${value}'` : String(value);
    });

  it('never reads every ad: each list and search query uses an index', async () => {
    const sequential: string[] = [];
    for (const [name, query] of Object.entries(cases)) {
      if (readsEveryAd(await explain(database.db, query))) sequential.push(name);
    }
    expect(sequential).toEqual([]);
    // The check itself sees a scan of the whole table when there is one.
    expect(
      readsEveryAd(await explain(database.db, sql`select * from estates where description like '%a%'`)),
    ).toBe(true);
  });

  it('answers the map rectangle and the related ads from the GiST index of points', async () => {
    for (const name of ['search: map rectangle', 'related']) {
      expect(await explain(database.db, cases[name]!)).toContain('estates_point_idx');
    }
  });

  it('gives the category pages planned once per connection the plan of their values', async () => {
    const { db } = database;
    const values = {
      type: 'house',
      rent: 0,
      cityId: 918123,
      page: 3,
      anchorId: 10_000,
    };
    // The comparison sees a plan that depends on its value: planned for 0, the condition is false and nothing is read.
    expect(await plansDiffer('select title from estates where $1::int = 1', ['0'])).toBe(true);

    const differing: { label: string; fixed: boolean }[] = [];
    // Deep pages newest first also start from an anchor (list-category.ts).
    const shapes = [
      ...sortOptions.map((sort) => ({ sort, anchored: false })),
      { sort: defaultSort, anchored: true },
    ];
    for (const withCity of [false, true]) {
      for (const { sort, anchored } of shapes) {
        const { sql: text, params } = categoryPageQuery(db, withCity, sort, anchored).toSQL();
        const args = argsOf(params, values);
        const label = `${withCity ? 'city' : 'category'} by ${sort.sortBy} ${sort.sortOrder}${anchored ? ' from an anchor' : ''}`;
        if (await plansDiffer(text, args)) differing.push({ label, fixed: hasFixedPlan(sort) });
      }
    }
    expect(differing.filter((shape) => shape.fixed)).toEqual([]);
  });

  // The search form's usual search: flats for sale in Warszawa by price, area and rooms.
  const cityFlatsByPriceAreaRooms = {
    type: 'apartment',
    rent: '0',
    city: '918123',
    priceTo: '800000',
    areaFrom: '40',
    rooms: '3',
  };

  it('gives the searches in one city planned once per connection the plan of their values', async () => {
    const pricePerM2Range = {
      type: 'apartment',
      rent: '0',
      city: '918123',
      pricePerM2From: '8000',
      pricePerM2To: '12000',
    };
    const searches = [
      cityFlatsByPriceAreaRooms,
      { type: 'house', rent: '0', city: '918123', landAreaFrom: '500' },
      { type: 'apartment', rent: '1', city: '950463', priceFrom: '1000', priceTo: '3000', internet: '1' },
      { type: 'land', rent: '0', city: '950463', province: '12', page: '3' },
      pricePerM2Range,
    ];
    const sorts = ['estateId', 'pricePerM2'].flatMap((sortBy) =>
      ['DESC', 'ASC'].map((sortOrder) => ({ sortBy, sortOrder })),
    );
    const compared: string[] = [];
    const differing: string[] = [];
    for (const input of searches) {
      for (const sort of sorts) {
        const query = SearchQuerySchema.parse({ ...input, ...sort });
        if (!hasFixedSearchPlan(query)) continue;
        const label = `${JSON.stringify(input)} ${sort.sortBy} ${sort.sortOrder}`;
        compared.push(label);
        const { where, values } = searchPlaceholders(query);
        const { sql: text, params } = searchPageQuery(database.db, where, query).toSQL();
        if (await plansDiffer(text, argsOf(params, values))) differing.push(label);
      }
    }
    expect(differing).toEqual([]);
    expect(compared).toHaveLength(searches.length * sorts.length);
  });

  it('checks the ranges of a search in a city kept for any values on its walk, never from another index', async () => {
    const query = SearchQuerySchema.parse(cityFlatsByPriceAreaRooms);
    expect(hasFixedSearchPlan(query)).toBe(true);
    const { where, values } = searchPlaceholders(query);
    const { sql: text, params } = searchPageQuery(database.db, where, query).toSQL();
    // Without the city's newest-first index, the plan for any values reads the city's ads from another: by price or by
    // price per m², whose keys hold the price and the area, it would take the ranges as conditions of that index.
    let plan: string[] = [];
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`drop index estates_city_newest_idx`);
        await tx.execute(sql.raw(`prepare probe as ${text}`));
        await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
        const { rows } = await tx.execute<Record<string, string>>(
          sql.raw(`explain execute probe(${argsOf(params, values).join(', ')})`),
        );
        await tx.execute(sql`deallocate probe`);
        plan = rows.map((row) => Object.values(row)[0] ?? '');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const rangesFromAnIndex = plan.filter((line) => /Index Cond: .*\b(price|area)\b/.test(line));
    expect(
      plan.some((line) => line.includes('on estates estates_')),
      plan.join('\n'),
    ).toBe(true);
    expect(rangesFromAnIndex, plan.join('\n')).toEqual([]);
  });

  // The reads of ads a generic plan makes for a statement: each node reading the table, with its conditions.
  type PlanNode = {
    'Relation Name'?: string;
    Alias?: string;
    'Index Cond'?: string;
    'Recheck Cond'?: string;
  };
  const genericReadsOfAds = async (text: string, args: string[]) => {
    await database.db.execute(sql.raw(`prepare probe as ${text}`));
    await database.db.execute(sql`set plan_cache_mode = force_generic_plan`);
    const { rows } = await database.db.execute<Record<string, unknown>>(
      sql.raw(`explain (format json) execute probe(${args.join(', ')})`),
    );
    await database.db.execute(sql`reset plan_cache_mode`);
    await database.db.execute(sql`deallocate probe`);
    const cell = Object.values(rows[0] ?? {})[0];
    const nodes: PlanNode[] = [];
    const walk = (node: PlanNode & { Plans?: PlanNode[] }) => {
      nodes.push(node);
      for (const child of node.Plans ?? []) walk(child);
    };
    for (const { Plan } of (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[])
      walk(Plan);
    return nodes.filter((node) => node['Relation Name'] === 'estates');
  };

  it('gives the searches by common words alone, newest first, one plan reading the newest ads only', async () => {
    const { rows } = await database.db.execute<{ id: number }>(
      sql`select estate_id as id from estates order by estate_id desc offset 2999 limit 1`,
    );
    // Common words are checked on the newest ads, from the window's first id on (search-plan.ts).
    const plan = {
      rareWords: [],
      words: ['opis'],
      areaByIndex: true,
      newestFrom: rows[0]!.id,
      fewRows: 5000,
    };
    const searches = [
      { type: 'apartment', rent: '0', words: 'opis' },
      { type: 'apartment', rent: '0', city: '918123', words: 'opis' },
      { type: 'house', rent: '1', province: '12', words: 'opis', page: '3' },
    ];
    const unbounded: string[] = [];
    for (const input of searches) {
      const query = SearchQuerySchema.parse(input);
      expect(hasFixedSearchPlan(query, plan)).toBe(true);
      const { where, values } = searchPlaceholders(query, plan);
      const { sql: text, params } = searchPageQuery(database.db, where, query).toSQL();
      const reads = await genericReadsOfAds(text, argsOf(params, values));
      // The page's ids (the cards read them by id): each read of ads starts at the window's first id.
      const idReads = reads.filter((node) => node.Alias !== 'estates');
      expect(idReads.length).toBeGreaterThan(0);
      const outside = idReads.filter(
        (node) => !/estate_id >= \$\d+/.test(`${node['Index Cond']} ${node['Recheck Cond']}`),
      );
      if (outside.length > 0) unbounded.push(`${JSON.stringify(input)}: ${JSON.stringify(outside)}`);
    }
    expect(unbounded).toEqual([]);
    // Rare words, other criteria or another order keep a plan for their values.
    const parse = (input: Record<string, string>) => SearchQuerySchema.parse({ ...searches[0], ...input });
    expect(hasFixedSearchPlan(parse({ city: '918123', priceTo: '800000', roomsFrom: '3' }), plan)).toBe(
      false,
    );
    expect(
      hasFixedSearchPlan(parse({ words: 'zolw' }), { ...plan, rareWords: ['zolw'], newestFrom: 0 }),
    ).toBe(false);
    expect(hasFixedSearchPlan(parse({ sortBy: 'price', sortOrder: 'ASC' }), plan)).toBe(false);
  });

  it('gives the searches by a district alone in a category, newest first, the plan of their values', async () => {
    const differing: string[] = [];
    for (const district of ['Śródmieście', 'krzyki', 'Nowa Huta']) {
      for (const [type, page] of [
        ['apartment', '1'],
        ['house', '3'],
      ]) {
        const query = SearchQuerySchema.parse({ type, rent: '0', district, page });
        expect(hasFixedSearchPlan(query)).toBe(true);
        const { where, values } = searchPlaceholders(query);
        const { sql: text, params } = searchPageQuery(database.db, where, query).toSQL();
        if (await plansDiffer(text, argsOf(params, values))) differing.push(`${district} ${type} ${page}`);
      }
    }
    expect(differing).toEqual([]);
    // In a city, the generic plan walks the city's ads instead.
    const inCity = { type: 'apartment', rent: '0', city: '918123', district: 'Śródmieście' };
    expect(hasFixedSearchPlan(SearchQuerySchema.parse(inCity))).toBe(false);
  });

  it('gives the searches by everyday filters alone in a category, newest first, the plan of their values', async () => {
    const searches = [
      { type: 'apartment', rent: '0', market: '1' },
      { type: 'house', rent: '0', market: '2' },
      { type: 'apartment', rent: '0', withPhotos: '1', market: '1' },
      { type: 'apartment', rent: '1', garden: '1' },
      { type: 'house', rent: '0', finish: '1' },
      { type: 'apartment', rent: '0', addedWithin: '30', market: '1' },
    ];
    const differing: string[] = [];
    for (const input of searches) {
      const query = SearchQuerySchema.parse(input);
      expect(hasFixedSearchPlan(query)).toBe(true);
      const { where, values } = searchPlaceholders(query);
      const { sql: text, params } = searchPageQuery(database.db, where, query).toSQL();
      if (await plansDiffer(text, argsOf(params, values))) differing.push(JSON.stringify(input));
    }
    expect(differing).toEqual([]);
    // Another order keeps a plan for the values, but for a search of recent ads.
    const parse = (input: Record<string, string>) => SearchQuerySchema.parse({ ...searches[0], ...input });
    expect(hasFixedSearchPlan(parse({ sortBy: 'price', sortOrder: 'ASC' }))).toBe(false);
    expect(hasFixedSearchPlan(parse({ sortOrder: 'ASC' }))).toBe(false);
  });

  // Each period is a statement of its own, its days literal: its one plan is made for its share of the ads, here a
  // day's a fourteenth, a month's all of them.
  it('gives the searches of recent ads, in every order, one plan for their period', async () => {
    const genericPlan = async (input: Record<string, string>) => {
      const query = SearchQuerySchema.parse({ type: 'apartment', rent: '0', ...input });
      expect(hasFixedSearchPlan(query)).toBe(true);
      const { where, values } = searchPlaceholders(query);
      expect(Object.keys(values)).toContain(`addedWithin${input.addedWithin}`);
      const { sql: text, params } = searchPageQuery(database.db, where, query).toSQL();
      await database.db.execute(sql.raw(`prepare probe as ${text}`));
      const plan = await planIn('force_generic_plan', argsOf(params, values));
      await database.db.execute(sql`deallocate probe`);
      expect(readsEveryAd(plan), plan).toBe(false);
      return plan;
    };
    const byDates: string[] = [];
    for (const { sortBy, sortOrder } of sortOptions) {
      if ((await genericPlan({ addedWithin: '1', sortBy, sortOrder })).includes('estates_list_added_idx'))
        byDates.push(`day ${sortBy} ${sortOrder}`);
      if ((await genericPlan({ addedWithin: '30', sortBy, sortOrder })).includes('estates_list_added_idx'))
        byDates.push(`month ${sortBy} ${sortOrder}`);
    }
    expect(byDates).toEqual(sortOptions.map(({ sortBy, sortOrder }) => `day ${sortBy} ${sortOrder}`));
  });

  it("counts a browser's hidden ads in a search from those ads alone, in one plan for any values", async () => {
    const query = SearchQuerySchema.parse(cityFlatsByPriceAreaRooms);
    const hidden = { estateIds: [1, 2, 3], advertiserIds: [2, 3] };
    const { where, values } = hiddenCountPlaceholders(hidden, query);
    const { sql: text, params } = hiddenCountQuery(database.db, where).toSQL();
    const args = argsOf(params, values);
    expect(await plansDiffer(text, args)).toBe(false);
    await database.db.execute(sql.raw(`prepare probe as ${text}`));
    const plan = await planIn('force_generic_plan', args);
    await database.db.execute(sql`deallocate probe`);
    const indexesOfAds = new Set(
      [...plan.matchAll(/(?:using|Bitmap Index Scan on) (estates\w*)/g)].map((match) => match[1]),
    );
    expect(indexesOfAds, plan).toEqual(new Set(['estates_pkey', 'estates_user_idx']));
  });

  it('finds cities by prefix through the text_pattern_ops index', async () => {
    expect(await explain(database.db, cases['city search']!)).toContain('cities_search_name_idx');
  });
});
