import {
  type Bounds,
  Limits,
  type MapClusters,
  type Polygon,
  serializeCoordinates,
  serializePolygon,
  toQueryString,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow } from '../../../test/factories.ts';
import { criteriaOf, expectSameCells, poland } from './map-cells.fixture.ts';
import { countedCells, storedCells } from './map-clusters.ts';
import { cellRange } from './map-grid.ts';
import { type SeededAd, seedEstates } from './seed-estates.fixture.ts';

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
