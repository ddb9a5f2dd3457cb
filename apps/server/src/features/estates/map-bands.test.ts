import { estateTypes } from '@portal/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { criteriaOf, expectSameCells, poland } from './map-cells.fixture.ts';
import { bandedCells, countedCells } from './map-clusters.ts';
import { bandLevels, cellRange, priceBand, roomsCap, splitPrices } from './map-grid.ts';
import { type SeededAd, seedEstates } from './seed-estates.fixture.ts';

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
