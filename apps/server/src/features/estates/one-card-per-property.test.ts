import {
  EstateCardListSchema,
  Limits,
  type MapClusters,
  serializeCoordinates,
  toQueryString,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow, makeEstate, makeUser } from '../../../test/factories.ts';
import { joinProperty } from '../../../test/join-property.ts';
import { poland } from './map-cells.fixture.ts';

type Offer = { estateId: number; price: number; area: number; promoted: number; userId: number };
type CardList = { rows: { estateId: number; price: number; offers?: unknown }[]; count: number };

const sorts = [
  ['estateId', 'DESC'],
  ['estateId', 'ASC'],
  ['price', 'ASC'],
  ['price', 'DESC'],
  ['pricePerM2', 'ASC'],
  ['pricePerM2', 'DESC'],
  ['area', 'ASC'],
  ['area', 'DESC'],
] as const;

describe('one card per property in lists', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const offers: Offer[] = [];
  const properties: Offer[][] = [];
  const get = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CardList;
  };
  const leads = () => [
    ...offers.filter((offer) => !properties.flat().includes(offer)).map((offer) => offer.estateId),
    ...properties.map((group) => cheapest(group).estateId),
  ];
  const cheapest = (group: Offer[]) =>
    group.toSorted((a, b) => a.price - b.price || a.estateId - b.estateId)[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    const agencies = [await makeUser(t.db, { company: true }), await makeUser(t.db, { company: true })];
    // Prices and areas repeat so that equal values must keep their fixed order across pages.
    for (let i = 0; i < 70; i++) {
      const owner = agencies[i % 2]!;
      const values = {
        price: 400_000 + (i % 9) * 10_000,
        area: 40 + (i % 7),
        promoted: i % 11 === 0 ? 1 : 0,
      };
      // Spread over Kraków, so that the map of Poland counts them in several cells.
      const point = { latitude: 50 + (i % 10) / 50, longitude: 19.8 + (i % 7) / 20 };
      const ad = await makeEstate(t.db, owner.userId, { ...values, ...point });
      offers.push({ estateId: ad.estateId, userId: owner.userId, ...values });
    }
    // 12 properties of 2–4 offers: 33 offers, 21 of them stand behind another offer's card.
    let next = 0;
    for (let p = 0; p < 12; p++) {
      const group = offers.slice(next, next + 2 + (p % 3));
      next += group.length;
      properties.push(group);
      await joinProperty(
        t.db,
        group.map((offer) => offer.estateId),
      );
    }
  });
  afterAll(() => t.close());

  it.each(sorts)(
    'walks every page of a category sorted by %s %s: each property once, none lost',
    async (sortBy, sortOrder) => {
      const seen: number[] = [];
      let count = 0;
      for (let page = 1; page <= 4; page++) {
        const list = await get(
          `/api/estates/mieszkania/sprzedaz?sortBy=${sortBy}&sortOrder=${sortOrder}&page=${page}`,
        );
        count = list.count;
        seen.push(...list.rows.map((row) => row.estateId));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.toSorted()).toEqual(leads().toSorted());
      expect(count).toBe(leads().length);
    },
  );

  it.each(sorts)(
    'walks every page of a search sorted by %s %s: each property once, none lost',
    async (sortBy, sortOrder) => {
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const url = `/api/estates/search?rent=0&city=${krakow.cityId}&priceTo=900000`;
        const list = await get(`${url}&sortBy=${sortBy}&sortOrder=${sortOrder}&page=${page}`);
        if (page === 1) expect(list.count).toBe(leads().length);
        seen.push(...list.rows.map((row) => row.estateId));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.toSorted()).toEqual(leads().toSorted());
    },
  );

  it('shows a property of several offers at its lowest price, with the number of offers and their range', async () => {
    const rows = [];
    for (let page = 1; page <= 3; page++)
      rows.push(...(await get(`/api/estates/mieszkania/sprzedaz?page=${page}`)).rows);
    expect(EstateCardListSchema.parse({ rows, count: rows.length }).rows).toHaveLength(rows.length);
    for (const group of properties) {
      const card = rows.find((row) => row.estateId === cheapest(group).estateId);
      const prices = group.map((offer) => offer.price);
      expect(card).toMatchObject({
        price: Math.min(...prices),
        offers: { count: group.length, priceMin: Math.min(...prices), priceMax: Math.max(...prices) },
      });
    }
    const single = rows.find((row) => !properties.flat().some((offer) => offer.estateId === row.estateId));
    expect(single?.offers).toBeUndefined();
  });

  it("still opens the ad page of an offer another offer stands for, and keeps it on its advertiser's page", async () => {
    const group = properties[0]!;
    const collapsed = group.find((offer) => offer !== cheapest(group))!;
    expect((await t.app.inject(`/api/estates/${collapsed.estateId}`)).statusCode).toBe(200);
    const own = offers.filter((offer) => offer.userId === collapsed.userId);
    const shown: number[] = [];
    for (let page = 1; page <= Math.ceil(own.length / Limits.pageSize); page++) {
      shown.push(
        ...(await get(`/api/estates/user/${collapsed.userId}?page=${page}`)).rows.map((row) => row.estateId),
      );
    }
    expect(shown).toContain(collapsed.estateId);
    expect(shown).toHaveLength(own.length);
  });

  it('leaves the other offers out of the newest ads and the related ads', async () => {
    const collapsed = properties.flatMap((group) => group.filter((offer) => offer !== cheapest(group)));
    const hidden = new Set(collapsed.map((offer) => offer.estateId));
    const recent = await get('/api/estates/recently-added');
    const related = await get(`/api/estates/${cheapest(properties[1]!).estateId}/related`);
    expect([...recent.rows, ...related.rows].filter((row) => hidden.has(row.estateId))).toEqual([]);
  });

  it.each([
    ['its category', {}],
    ['a price range', { priceFrom: 300_000, priceTo: 900_000 }],
    // 410 000 zł, the price of offers that another offer of their property stands for, between two price bands.
    ['a price ending between two bands', { priceTo: 415_000 }],
    ['rooms', { roomsFrom: 1 }],
  ])('counts each property once on the map of the whole of Poland by %s', async (_name, criteria) => {
    const query = { type: 'apartment', rent: 0, ...criteria };
    const res = await t.app.inject(
      `/api/estates/map-clusters${toQueryString({ ...query, bounds: serializeCoordinates(poland), zoom: 6 })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const map = res.json<MapClusters>();
    const total = map.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + map.ads.length;
    expect(total).toBe((await get(`/api/estates/search${toQueryString(query)}`)).count);
    if (Object.keys(criteria).length === 0) expect(total).toBe(leads().length);
  });
});
