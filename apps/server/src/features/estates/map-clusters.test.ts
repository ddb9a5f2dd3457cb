import {
  type Bounds,
  estateTypes,
  Limits,
  type MapClusters,
  MapClustersQuerySchema,
  type Polygon,
  serializeCoordinates,
  serializePolygon,
  toQueryString,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow, makeEstate, makeUser } from '../../../test/factories.ts';
import { bandedCells, countedCells, storedCells } from './map-clusters.ts';
import { bandLevels, cellRange, priceBand, roomsCap, splitPrices } from './map-grid.ts';
import { type SeededAd, seedEstates } from './seed-estates.fixture.ts';

const poland: Bounds = { north: 55, south: 49, west: 14, east: 25 };
const krakowArea: Bounds = { north: 50.16, south: 50.06, west: 19.94, east: 20.04 };
// A triangle over part of Kraków's seeded ads, vertices as [lat, lng].
const triangle: Polygon = [
  [50.06, 19.94],
  [50.16, 19.97],
  [50.08, 20.04],
];

/** Ray casting, written apart from PostgreSQL's test: whether a point lies inside the polygon. */
function insidePolygon(lat: number, lng: number, polygon: Polygon) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lngI] = polygon[i]!;
    const [latJ, lngJ] = polygon[j]!;
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI)
      inside = !inside;
  }
  return inside;
}

const total = (answer: MapClusters) =>
  answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.ads.length;

type Counted = { lat: number; lng: number; count: number };

/**
 * Two answers hold the same cells: the paths sum the same coordinates in different orders, so the means may differ
 * in their last bits.
 */
function expectSameCells(actual: Counted[], expected: Counted[]) {
  const isSame = (a: Counted, b: Counted) =>
    a.count === b.count && Math.abs(a.lat - b.lat) < 1e-9 && Math.abs(a.lng - b.lng) < 1e-9;
  const extra = [...actual];
  const missing = expected.filter((cell) => {
    const found = extra.findIndex((other) => isSame(cell, other));
    if (found >= 0) extra.splice(found, 1);
    return found < 0;
  });
  expect({ missing, extra }).toEqual({ missing: [], extra: [] });
}

/** A map query's criteria as the route takes them. */
const criteriaOf = (input: Record<string, string | number>) => {
  const {
    bounds: _view,
    zoom: _zoom,
    ...criteria
  } = MapClustersQuerySchema.parse({
    ...input,
    bounds: serializeCoordinates(poland),
    zoom: 6,
  });
  return criteria;
};

describe('GET /api/estates/map-clusters', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ads: SeededAd[];

  beforeAll(async () => {
    t = await createTestApp();
    ads = await seedEstates(t.db);
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string | number>) =>
    t.app.inject({ method: 'GET', url: `${path}${toQueryString(query)}` });
  const clusters = async (query: Record<string, string | number>, bounds: Bounds, zoom: number) => {
    const res = await get('/api/estates/map-clusters', {
      ...query,
      bounds: serializeCoordinates(bounds),
      zoom,
    });
    expect(res.statusCode).toBe(200);
    return res.json<MapClusters>();
  };
  const searchCount = async (query: Record<string, string | number>) =>
    (await get('/api/estates/search', query)).json<{ count: number }>().count;

  it.each([
    ['a category', { type: 'apartment', rent: 0 }],
    ['a city and a price range', { city: krakow.cityId, priceFrom: 300_000, priceTo: 700_000 }],
    ['a province and a flag', { type: 'house', province: 14, internet: 1 }],
    ['rooms from and the seller', { type: 'apartment', roomsFrom: 3, seller: 'private' }],
  ])('counts every ad of a search by %s, as many as the search finds', async (_name, query) => {
    const answer = await clusters(query, poland, 6);
    const count = await searchCount(query);
    expect(count).toBeGreaterThan(0);
    expect(total(answer)).toBe(count);
  });

  it('shows the ads alone in their cells with their card, clusters for the rest of the view', async () => {
    const query = { type: 'apartment', rent: 0, city: krakow.cityId };
    const answer = await clusters(query, krakowArea, 14);
    const listed = ads.filter(
      (ad) => ad.listed && ad.type === 'apartment' && ad.rent === 0 && ad.cityId === krakow.cityId,
    );
    expect(total(answer)).toBe(listed.length);
    expect(answer.ads.length).toBeGreaterThan(0);
    for (const single of answer.ads) {
      const seeded = listed.find((ad) => ad.estateId === single.estateId);
      expect(seeded).toBeDefined();
      expect(single).toMatchObject({ type: 'apartment', price: seeded?.price, area: seeded?.area });
      expect(single.lat).toBeCloseTo(seeded?.lat ?? 0, 6);
      expect(single.title.length).toBeGreaterThan(0);
    }
    // Zoomed out, the same ads gather into fewer markers with the same total.
    const far = await clusters(query, krakowArea, 9);
    expect(far.clusters.length + far.ads.length).toBeLessThan(answer.clusters.length + answer.ads.length);
    expect(total(far)).toBe(listed.length);
  });

  it('counts only the cells of the view', async () => {
    const answer = await clusters({ rent: 0 }, { north: 52.5, south: 52, west: 20.8, east: 21.3 }, 10);
    const warsawOnly = ads.filter((ad) => ad.listed && ad.rent === 0 && ad.lat > 52);
    expect(total(answer)).toBe(warsawOnly.length);
  });

  it('counts only the cells of a wide view and of a city’s view, by criteria the stored cells do not keep', async () => {
    // At zoom 6 a cell is 1.4° a side: Kraków's ads (50.06° N) and Warsaw's (52.2° N) fall in cells two rows apart.
    const southOnly = { north: 51, south: 49.5, west: 14, east: 25 };
    const byPrice = { rent: 0, priceFrom: 1 };
    const south = ads.filter((ad) => ad.listed && ad.rent === 0 && ad.lat < 51);
    expect(south.length).toBeGreaterThan(0);
    expect(total(await clusters(byPrice, southOnly, 6))).toBe(south.length);
    const inKrakow = { ...byPrice, city: krakow.cityId };
    expect(total(await clusters(inKrakow, southOnly, 6))).toBeGreaterThan(0);
    expect(total(await clusters(inKrakow, { ...southOnly, north: 54.5, south: 53.5 }, 6))).toBe(0);
  });

  it('keeps the ads inside a drawn polygon, in the search and on its map', async () => {
    const polygon = serializePolygon(triangle);
    const res = await get('/api/estates/search', { rent: 0, polygon });
    expect(res.statusCode).toBe(200);
    const found: number[] = res.json<{ rows: { estateId: number }[] }>().rows.map((row) => row.estateId);
    const expected = ads.filter(
      (ad) => ad.listed && ad.rent === 0 && insidePolygon(ad.lat, ad.lng, triangle),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(Limits.pageSize);
    expect(found.sort()).toEqual(expected.map((ad) => ad.estateId).sort());
    expect(total(await clusters({ rent: 0, polygon }, poland, 8))).toBe(expected.length);
  });

  it.each([
    ['no view', { zoom: 6 }, 'Niepoprawny widok mapy!'],
    ['a view that is no rectangle', { zoom: 6, bounds: '{"north":1}' }, 'Niepoprawny widok mapy!'],
    ['no zoom', { bounds: serializeCoordinates(poland) }, 'Niepoprawne przybliżenie mapy!'],
    [
      'a zoom out of range',
      { bounds: serializeCoordinates(poland), zoom: 30 },
      'Niepoprawne przybliżenie mapy!',
    ],
    [
      'the whole of Poland at street level',
      { bounds: serializeCoordinates(poland), zoom: Limits.resultsMap.maxZoom },
      'Widok mapy jest zbyt duży dla tego przybliżenia!',
    ],
    [
      'a polygon of too many vertices',
      {
        bounds: serializeCoordinates(poland),
        zoom: 6,
        polygon: serializePolygon(Array.from({ length: 41 }, (_, i) => [50 + i / 100, 19 + (i % 2) / 10])),
      },
      'Obszar wyszukiwania może mieć najwyżej 40 wierzchołków!',
    ],
    [
      'a broken polygon',
      { bounds: serializeCoordinates(poland), zoom: 6, polygon: '50,19;51,' },
      'Niepoprawny obszar wyszukiwania!',
    ],
  ])('answers %s with a Polish 400', async (_name, query, message) => {
    const res = await get('/api/estates/map-clusters', query as Record<string, string | number>);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('refuses too many vertices in a search too', async () => {
    const polygon = serializePolygon(Array.from({ length: 41 }, (_, i) => [50 + i / 100, 19 + (i % 2) / 10]));
    const res = await get('/api/estates/search', { polygon });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Obszar wyszukiwania może mieć najwyżej 40 wierzchołków!');
  });

  it('keeps the stored cells equal to the ads, through deactivations, moves and removals', async () => {
    // The stored cells know nothing of expiry (the nightly job deactivates expired ads): do it as the job does.
    await t.db.execute(sql`update estates set active = 0 where expires_at < now()`);
    const compare = async (
      input: Record<string, string | number>,
      bounds: Bounds,
      zoom: number,
      level: number,
    ) => {
      const criteria = criteriaOf(input);
      const range = cellRange(bounds, zoom);
      const stored = await storedCells(t.db, criteria, range, zoom, level);
      expect(stored.length).toBeGreaterThan(0);
      expectSameCells(stored, await countedCells(t.db, criteria, range, zoom));
    };
    const everything = async () => {
      await compare({ type: 'apartment', rent: 0 }, poland, 6, 8);
      await compare({ rent: 1 }, poland, 8, 8);
      await compare({ type: 'apartment', rent: 0, city: krakow.cityId }, krakowArea, 12, 13);
      await compare({ province: 14 }, poland, 13 - 3, 13);
    };
    await everything();
    const [moved, removed, hidden] = ads.filter((ad) => ad.listed && ad.type === 'apartment');
    await t.db.execute(
      sql`update estates set latitude = 52.4, longitude = 16.9 where estate_id = ${moved?.estateId}`,
    );
    await t.db.execute(sql`delete from estates where estate_id = ${removed?.estateId}`);
    await t.db.execute(sql`update estates set active = 0 where estate_id = ${hidden?.estateId}`);
    await everything();
  });
});

describe('map_bands: the map by category, price and rooms', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ads: SeededAd[];

  // Prices on the bands' edges, in their gaps, under the first edge and past the cap of rooms, spread over Poland.
  const extraPrices = [5, 9, 10, 2_500, 2_501, 799_999, 800_000, 800_001, 812_345, 1_999_999, 30_000_000];
  const extraRooms = [null, 0, 1, 5, roomsCap, roomsCap + 1, 12];

  beforeAll(async () => {
    t = await createTestApp();
    ads = await seedEstates(t.db);
    const owner = await makeUser(t.db);
    for (const [i, price] of extraPrices.entries()) {
      for (const [j, rooms] of extraRooms.entries()) {
        await makeEstate(t.db, owner.userId, {
          type: i % 2 === 0 ? 'apartment' : estateTypes[(i + j) % estateTypes.length],
          rent: j % 3 === 0 ? 1 : 0,
          price,
          rooms,
          latitude: 49.2 + ((i * 7 + j * 3) % 50) / 10,
          longitude: 14.3 + ((i * 5 + j * 11) % 90) / 10,
        });
      }
    }
    // map_bands, as map_cells, knows nothing of expiry (the nightly job deactivates expired ads): do it as the job does.
    await t.db.execute(sql`update estates set active = 0 where expires_at < now()`);
  });
  afterAll(() => t.close());

  /** The banded path's cells of a query equal those grouped from its ads. */
  const expectBandedAsCounted = async (
    input: Record<string, string | number>,
    zoom: number,
    level: number,
    view = poland,
  ) => {
    const criteria = criteriaOf(input);
    const range = cellRange(view, zoom);
    const banded = await bandedCells(t.db, criteria, range, zoom, level);
    expectSameCells(banded, await countedCells(t.db, criteria, range, zoom));
    return banded.reduce((sum, cell) => sum + cell.count, 0);
  };
  const apartmentsForSale = { type: 'apartment', rent: 0 };

  it("finds a price's band as the trigger does, and splits a range on the edges", async () => {
    const prices = [
      ...fc.sample(
        fc.oneof(fc.nat(2_000), fc.maxSafeNat(), fc.integer({ min: 100, max: 10_000_000 })),
        3_000,
      ),
      ...Array.from({ length: 15 }, (_, k) => [1, 1.25, 1.5, 7.5].map((m) => m * 10 ** (k + 2))).flat(),
      ...[1, 2, 3].flatMap((d) => [10 ** (d + 2) - 1, 10 ** (d + 2), 10 ** (d + 2) + 1]),
      Number.MAX_SAFE_INTEGER,
    ];
    const { rows } = await t.db.execute<{ band: number }>(
      sql`select map_price_band(price)::int as band from unnest(${sql.raw(`array[${prices.join(',')}]`)}::bigint[]) with ordinality as p(price, i) order by i`,
    );
    expect(rows.map((row) => row.band)).toEqual(prices.map(priceBand));

    expect(priceBand(800_000) % 2).toBe(0);
    expect([priceBand(799_999), priceBand(800_001)]).toEqual([
      priceBand(800_000) - 1,
      priceBand(800_000) + 1,
    ]);
    expect([priceBand(9), priceBand(10)]).toEqual([-1, 0]);
    expect(splitPrices(350_000, 800_000)).toEqual({
      bands: { first: priceBand(350_000), last: priceBand(800_000) },
      below: undefined,
      above: undefined,
    });
    expect(splitPrices(365_000, 812_345)).toEqual({
      bands: { first: priceBand(370_000), last: priceBand(810_000) },
      below: 370_000,
      above: 810_000,
    });
    expect(splitPrices(812_000, 818_000)).toEqual({});
  });

  it.each([
    ['price up to an edge and rooms from', { ...apartmentsForSale, priceTo: 800_000, roomsFrom: 3 }],
    ['price from an edge', { ...apartmentsForSale, priceFrom: 350_000 }],
    ['price up to a value in a gap', { ...apartmentsForSale, priceTo: 812_345 }],
    ['both ends in gaps', { ...apartmentsForSale, priceFrom: 137_000, priceTo: 612_000 }],
    ['both ends in one gap', { ...apartmentsForSale, priceFrom: 812_000, priceTo: 818_000 }],
    ['one edge', { ...apartmentsForSale, priceFrom: 800_000, priceTo: 800_000 }],
    ['prices under the first edge', { priceFrom: 1, priceTo: 9 }],
    ['a rent up to an edge, any type', { rent: 1, priceTo: 2_500 }],
    ['rooms exact', { ...apartmentsForSale, priceFrom: 200_000, rooms: 2 }],
    ['rooms from the cap', { priceTo: 1_000_000, roomsFrom: roomsCap }],
    ['rooms exact at the cap', { priceTo: 1_000_000, rooms: roomsCap }],
    ['rooms from past the cap', { priceFrom: 100, roomsFrom: roomsCap + 1 }],
    ['rooms alone', { type: 'apartment', roomsFrom: 2 }],
  ])('gives the clusters of the ads themselves for %s', async (_name, input) => {
    for (const level of bandLevels) {
      for (const zoom of [level - 1, level])
        expect(await expectBandedAsCounted(input, zoom, level)).toBeGreaterThan(0);
    }
  });

  it('counts only the cells of the view', async () => {
    const query = { ...apartmentsForSale, priceFrom: 150_000, priceTo: 812_345 };
    const south = { north: 51, south: 49.5, west: 14, east: 25 };
    for (const level of bandLevels) {
      const inView = await expectBandedAsCounted(query, level, level, south);
      expect(inView).toBeGreaterThan(0);
      expect(inView).toBeLessThan(await expectBandedAsCounted(query, level, level));
    }
  });

  it('finds nothing for a number of rooms below its minimum', async () => {
    expect(
      await expectBandedAsCounted({ ...apartmentsForSale, priceTo: 800_000, rooms: 2, roomsFrom: 3 }, 6, 6),
    ).toBe(0);
  });

  it('gives the clusters of the ads themselves for any criteria it keeps', async () => {
    const price = fc.option(
      fc.oneof(
        fc.constantFrom(...extraPrices, 125_000, 175_000, 350_000),
        fc.integer({ min: 1, max: 2_000_000 }),
      ),
      { nil: undefined },
    );
    const rooms = fc.option(fc.integer({ min: 1, max: roomsCap + 2 }), { nil: undefined });
    const input = fc.record(
      {
        type: fc.constantFrom(...estateTypes),
        rent: fc.constantFrom(0, 1),
        priceFrom: price,
        priceTo: price,
        rooms,
        roomsFrom: rooms,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(input, fc.constantFrom(...bandLevels), fc.nat(3), async (query, level, out) => {
        const defined = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
        await expectBandedAsCounted(defined, Math.max(level - out, 5), level);
      }),
      { numRuns: 60 },
    );
  });

  it('follows inserts, changes of price, rooms, activity and point, removals and truncation', async () => {
    const columns = sql`level, type, rent, band, rooms_class, cx, cy, ads, round(lat_sum::numeric, 6) as lat, round(lng_sum::numeric, 6) as lng`;
    const stored = () =>
      t.db.execute(sql`select ${columns} from map_bands where ads <> 0 order by 1, 2, 3, 4, 5, 6, 7`);
    const recount = () =>
      t.db.execute(sql`
        select ${columns} from (
          select grid as level, type, rent, map_price_band(price) as band, map_rooms_class(rooms) as rooms_class,
            floor(longitude * 2 ^ (grid + 2) / 360)::int as cx, floor(latitude * 2 ^ (grid + 2) / 360)::int as cy,
            count(*)::int as ads, sum(latitude) as lat_sum, sum(longitude) as lng_sum
          from estates, unnest(array[${sql.raw(bandLevels.join(', '))}]::smallint[]) as grid
          where active = 1 and latitude is not null and longitude is not null
          group by 1, 2, 3, 4, 5, 6, 7
        ) as counted order by 1, 2, 3, 4, 5, 6, 7`);
    const expectRecounted = async () => {
      const { rows } = await stored();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual((await recount()).rows);
      await expectBandedAsCounted(
        { ...apartmentsForSale, priceFrom: 150_000, priceTo: 812_345, roomsFrom: 2 },
        6,
        6,
      );
    };
    await expectRecounted();

    const owner = await makeUser(t.db);
    const added = await makeEstate(t.db, owner.userId, {
      price: 800_000,
      rooms: 3,
      latitude: 53.4,
      longitude: 14.5,
    });
    const [priced, roomed, hidden, moved, unplaced, removed] = ads.filter(
      (ad) => ad.listed && ad.type === 'apartment',
    );
    const update = (ad: SeededAd | undefined, set: ReturnType<typeof sql>) =>
      t.db.execute(sql`update estates set ${set} where estate_id = ${ad?.estateId}`);
    await update(priced, sql`price = 812345`);
    await update(roomed, sql`rooms = ${roomsCap + 2}`);
    await update(hidden, sql`active = 0`);
    await update(moved, sql`latitude = 54.35, longitude = 18.65`);
    await update(unplaced, sql`latitude = null, longitude = null`);
    await t.db.execute(sql`delete from estates where estate_id = ${removed?.estateId}`);
    await t.db.execute(
      sql`update estates set price = 800000, rooms = null where estate_id = ${added.estateId}`,
    );
    await expectRecounted();

    await update(hidden, sql`active = 1`);
    await update(roomed, sql`rooms = 2`);
    await update(priced, sql`price = 812346`);
    await expectRecounted();

    await t.db.execute(sql`truncate estates cascade`);
    expect((await stored()).rows).toEqual([]);
  });
});
