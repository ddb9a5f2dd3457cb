import {
  type Bounds,
  Limits,
  pricePerSquareMetre,
  serializeCoordinates,
  toQueryString,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow } from '../../../test/factories.ts';
import { expectedOrder, type SeededAd, seedEstates } from './seed-estates.fixture.ts';

type Criteria = Record<string, string | number>;

const inside = (ad: SeededAd, b: Bounds) =>
  ad.lat >= b.south && ad.lat <= b.north && ad.lng >= b.west && ad.lng <= b.east;

/** What the search promises, written independently of the SQL: every given criterion holds for every row. */
function matches(ad: SeededAd, c: Criteria, bounds?: Bounds) {
  const min = (value: number | null, limit: unknown) => !limit || (value !== null && value >= Number(limit));
  const max = (value: number | null, limit: unknown) => !limit || (value !== null && value <= Number(limit));
  const flags = ['internet', 'furnished', 'parking', 'elevator'] as const;
  return (
    ad.listed &&
    (!c.type || ad.type === c.type) &&
    (c.rent === undefined || ad.rent === Number(c.rent)) &&
    (!Number(c.province) || ad.provinceId === Number(c.province)) &&
    (!Number(c.city) || ad.cityId === Number(c.city)) &&
    min(ad.price, c.priceFrom) &&
    max(ad.price, c.priceTo) &&
    min(ad.area, c.areaFrom) &&
    max(ad.area, c.areaTo) &&
    min(ad.landArea, c.landAreaFrom) &&
    max(ad.landArea, c.landAreaTo) &&
    min(pricePerSquareMetre(ad.price, ad.area) ?? null, c.pricePerM2From) &&
    max(pricePerSquareMetre(ad.price, ad.area) ?? null, c.pricePerM2To) &&
    (!Number(c.rooms) || ad.rooms === Number(c.rooms)) &&
    flags.every((flag) => c[flag] !== 1 || ad[flag] === 1) &&
    (!bounds || inside(ad, bounds))
  );
}

describe('GET /api/estates/search', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ads: SeededAd[];

  beforeAll(async () => {
    t = await createTestApp();
    ads = await seedEstates(t.db);
  });
  afterAll(() => t.close());

  const krakowNorth: Bounds = { north: 50.2, south: 50.11, west: 19.9, east: 20.1 };
  const cases: [string, Criteria, Bounds?][] = [
    ['type and rent', { type: 'apartment', rent: 0 }],
    ['rent 0 kept, other zeros dropped', { rent: 0, province: 0, city: 0, priceFrom: 0, rooms: 0 }],
    ['province', { type: 'house', province: 14 }],
    ['city with price range', { city: krakow.cityId, priceFrom: 300_000, priceTo: 700_000 }],
    // The same shape of search with other values: the prepared shape is filled anew.
    ['city with another price range', { city: krakow.cityId, priceFrom: 100_000, priceTo: 450_000 }],
    ['area and rooms', { type: 'apartment', areaFrom: 40, areaTo: 90, rooms: 3 }],
    ['land area', { landAreaFrom: 500, landAreaTo: 900 }],
    ['amenity flags', { internet: 1, furnished: 1, parking: 1, elevator: 1 }],
    ['map rectangle, rent open', { type: 'apartment' }, krakowNorth],
    ['map rectangle, every category', {}, krakowNorth],
    [
      'everything at once',
      { type: 'apartment', rent: 0, city: krakow.cityId, priceTo: 800_000, areaFrom: 30 },
      krakowNorth,
    ],
  ];

  it.each(cases)('finds exactly the listed ads matching: %s', async (_, criteria, bounds) => {
    const query = { ...criteria, ...(bounds ? { coordinates: serializeCoordinates(bounds) } : {}) };
    const expected = expectedOrder(ads.filter((ad) => matches(ad, criteria, bounds)));
    // Each criterion must leave some ads and drop others, or the case would prove nothing.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(ads.filter((ad) => ad.listed).length);

    const res = await t.app.inject(`/api/estates/search${toQueryString(query)}`);

    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(expected.length);
    expect(body.rows.map((row: { estateId: number }) => row.estateId)).toEqual(
      expected.slice(0, Limits.pageSize),
    );
  });

  it('sorts and pages the results', async () => {
    const expected = expectedOrder(
      ads.filter((ad) => matches(ad, { rent: 0 })),
      { sortBy: 'price', sortOrder: 'ASC' },
    );
    const res = await t.app.inject('/api/estates/search?rent=0&sortBy=price&sortOrder=ASC&page=2');
    expect(res.json().rows.map((row: { estateId: number }) => row.estateId)).toEqual(
      expected.slice(Limits.pageSize, 2 * Limits.pageSize),
    );
  });

  it('filters by price per m² from and to, ends included, sorted by it', async () => {
    const criteria = { rent: 0, pricePerM2From: 4000, pricePerM2To: 12_000 };
    const expected = expectedOrder(
      ads.filter((ad) => matches(ad, criteria)),
      { sortBy: 'pricePerM2', sortOrder: 'ASC' },
    );
    expect(expected.length).toBeGreaterThan(Limits.pageSize);
    expect(expected.length).toBeLessThan(ads.filter((ad) => matches(ad, { rent: 0 })).length);
    const res = await t.app.inject(
      `/api/estates/search${toQueryString({ ...criteria, sortBy: 'pricePerM2', sortOrder: 'ASC', page: 2 })}`,
    );
    expect(res.json()).toEqual({
      count: expected.length,
      rows: expected
        .slice(Limits.pageSize, 2 * Limits.pageSize)
        .map((estateId) => expect.objectContaining({ estateId })),
    });
  });

  it('rejects criteria that are not digits with the spec message', async () => {
    const res = await t.app.inject('/api/estates/search?priceFrom=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Podana wartość nie jest liczbą!');
  });
});
