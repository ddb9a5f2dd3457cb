import { EstateCardListSchema, Limits } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow } from '../../../test/factories.ts';
import { expectedOrder, type SeededAd, seedEstates } from './seed-estates.fixture.ts';

type Card = { estateId: number; type: string; rent: number; promoted: number; city: { cityId: number } };
type CardList = { rows: Card[]; count: number };

describe('paged lists of ads', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ads: SeededAd[];
  const get = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CardList;
  };
  const listed = (keep: (ad: SeededAd) => boolean) => ads.filter((ad) => ad.listed && keep(ad));

  beforeAll(async () => {
    t = await createTestApp();
    ads = await seedEstates(t.db);
  });
  afterAll(() => t.close());

  it('lists a category page by page, newest first with promoted ads ahead, and counts the whole list', async () => {
    const expected = expectedOrder(listed((ad) => ad.type === 'apartment' && ad.rent === 0));
    expect(expected.length).toBeGreaterThan(Limits.pageSize);

    const first = await get('/api/estates/mieszkania/sprzedaz');
    const second = await get('/api/estates/mieszkania/sprzedaz?page=2');

    expect(first.count).toBe(expected.length);
    expect(first.rows.map((row) => row.estateId)).toEqual(expected.slice(0, Limits.pageSize));
    expect(second.rows.map((row) => row.estateId)).toEqual(
      expected.slice(Limits.pageSize, 2 * Limits.pageSize),
    );
    expect(first.rows[0]!.promoted).toBe(1);
  });

  it.each([
    ['price', 'ASC'],
    ['price', 'DESC'],
    ['estateId', 'ASC'],
    ['pricePerM2', 'ASC'],
    ['pricePerM2', 'DESC'],
    ['area', 'ASC'],
    ['area', 'DESC'],
  ] as const)('sorts by %s %s within the promoted and the other ads', async (sortBy, sortOrder) => {
    const expected = expectedOrder(
      listed((ad) => ad.type === 'apartment' && ad.rent === 0),
      { sortBy, sortOrder },
    );
    const page = await get(`/api/estates/mieszkania/sprzedaz?sortBy=${sortBy}&sortOrder=${sortOrder}`);
    expect(page.rows.map((row) => row.estateId)).toEqual(expected.slice(0, Limits.pageSize));
  });

  it('lists a category in one city, with or without the trailing slash', async () => {
    const expected = expectedOrder(
      listed((ad) => ad.type === 'house' && ad.rent === 1 && ad.cityId === krakow.cityId),
    );
    const path = `/api/estates/domy/wynajem/city/${krakow.cityId}`;
    for (const url of [path, `${path}/`]) {
      const page = await get(url);
      expect(page.count).toBe(expected.length);
      expect(page.rows.map((row) => row.estateId)).toEqual(expected.slice(0, Limits.pageSize));
    }
  });

  it('sorts a city list by price per m²', async () => {
    const expected = expectedOrder(
      listed((ad) => ad.type === 'apartment' && ad.rent === 0 && ad.cityId === krakow.cityId),
      { sortBy: 'pricePerM2', sortOrder: 'DESC' },
    );
    expect(expected.length).toBeGreaterThan(1);
    const page = await get(
      `/api/estates/mieszkania/sprzedaz/city/${krakow.cityId}/?sortBy=pricePerM2&sortOrder=DESC`,
    );
    expect(page.rows.map((row) => row.estateId)).toEqual(expected.slice(0, Limits.pageSize));
  });

  it('refuses an unknown sort with a Polish message', async () => {
    for (const query of ['sortBy=rooms', 'sortBy=price&sortOrder=UP']) {
      const res = await t.app.inject(`/api/estates/mieszkania/sprzedaz?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Nieznany sposób sortowania!');
    }
  });

  it('answers an empty page past the end and 404 for an unknown category', async () => {
    const page = await get('/api/estates/mieszkania/sprzedaz?page=50');
    expect(page.rows).toEqual([]);
    expect(page.count).toBeGreaterThan(0);
    const res = await t.app.inject('/api/estates/zamki/sprzedaz');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it("lists one user's public ads", async () => {
    const userId = ads[0]!.userId;
    const expected = expectedOrder(listed((ad) => ad.userId === userId));
    const page = await get(`/api/estates/user/${userId}?sortBy=price&sortOrder=DESC`);
    expect(page.count).toBe(expected.length);
    expect(page.rows.map((row) => row.estateId)).toEqual(
      expectedOrder(
        listed((ad) => ad.userId === userId),
        { sortBy: 'price', sortOrder: 'DESC' },
      ).slice(0, 24),
    );
    expect(await get('/api/estates/user/999999')).toEqual({ rows: [], count: 0 });
  });

  it('shows up to 8 promoted ads, all of them listed and promoted', async () => {
    const promoted = listed((ad) => ad.promoted === 1).map((ad) => ad.estateId);
    const page = await get('/api/estates/promoted');
    expect(page.rows.length).toBe(Math.min(promoted.length, Limits.promotedOnHome));
    for (const row of page.rows) expect(promoted).toContain(row.estateId);
  });

  it('lists the clipboard in the order of its ids, leaving out ads no longer listed', async () => {
    const hidden = ads.find((ad) => !ad.listed)!;
    const shown = listed(() => true).slice(0, 3);
    const ids = [shown[2]!.estateId, hidden.estateId, shown[0]!.estateId, shown[1]!.estateId, 999999];
    const page = await get(`/api/estates/safe?estateId=${encodeURIComponent(JSON.stringify(ids))}`);
    expect(page.rows.map((row) => row.estateId)).toEqual(
      [shown[2], shown[0], shown[1]].map((ad) => ad!.estateId),
    );
    expect(page.count).toBe(3);
    expect((await t.app.inject('/api/estates/safe?estateId=[1,"x"]')).statusCode).toBe(400);
  });

  it('never lists inactive or expired ads', async () => {
    const hidden = new Set(ads.filter((ad) => !ad.listed).map((ad) => ad.estateId));
    expect(hidden.size).toBeGreaterThan(0);
    const urls = ['/api/estates/recently-added', '/api/estates/promoted', '/api/estates/search?page=1'];
    for (const slug of ['mieszkania', 'domy', 'dzialki', 'lokale', 'obiekty'])
      for (const rent of ['sprzedaz', 'wynajem'])
        for (const page of [1, 2, 3]) urls.push(`/api/estates/${slug}/${rent}?page=${page}`);
    for (const url of urls)
      for (const row of (await get(url)).rows) expect(hidden.has(row.estateId)).toBe(false);
  });

  it('answers every card list exactly in the shape its schema documents, nothing more', async () => {
    const ad = listed(() => true)[0]!;
    const urls = [
      '/api/estates/recently-added',
      '/api/estates/promoted',
      '/api/estates/search?type=apartment&rent=0',
      `/api/estates/safe?estateId=${encodeURIComponent(JSON.stringify([ad.estateId]))}`,
      `/api/estates/user/${ad.userId}`,
      '/api/estates/mieszkania/sprzedaz',
      `/api/estates/domy/wynajem/city/${krakow.cityId}`,
      `/api/estates/${ad.estateId}/related`,
    ];
    for (const url of urls) {
      const body = await get(url);
      expect(body.rows.length, url).toBeGreaterThan(0);
      // Parsing strips unknown keys and fails on a wrong value: an answer equal to its parse is exactly the schema.
      expect(EstateCardListSchema.parse(body), url).toEqual(body);
    }
  });
});
