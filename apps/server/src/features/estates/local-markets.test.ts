import type { LocalMarket } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser, warszawa } from '../../../test/factories.ts';
import { estates } from '../../db/schema.ts';
import { refreshLocalMarkets } from './refresh-local-markets.ts';

type NewEstate = NonNullable<Parameters<typeof makeEstate>[2]>;

describe("the local market on an ad's detail", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let userId: number;
  // 50 m² each, so that a price per m² is the price over 50.
  const ad = (perM2: number, overrides: Partial<NewEstate> = {}) =>
    makeEstate(t.db, userId, { area: 50, price: perM2 * 50, ...overrides });
  const marketOf = async (estateId: number) => {
    const res = await t.app.inject(`/api/estates/${estateId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().localMarket as LocalMarket | null;
  };

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await makeUser(t.db)).userId;
  });
  afterAll(() => t.close());

  it("compares with the district's median, else the city's, never mixing rent, category or unlisted ads", async () => {
    // Ten apartments for sale in Kraków's Krowodrza, one of them written in lower case, one priced far off.
    const krowodrza = [9000, 9200, 9400, 9600, 9800, 10_000, 10_200, 10_400, 10_600, 1_000_000];
    const [first] = await Promise.all(
      krowodrza.map((perM2, i) => ad(perM2, { district: i === 3 ? ' krowodrza' : 'Krowodrza' })),
    );
    // What must not count: rent ads, houses, inactive, expired and area-less ads of the same district.
    for (let i = 0; i < 10; i++) await ad(50, { district: 'Krowodrza', rent: 1 });
    for (let i = 0; i < 3; i++) await ad(100, { district: 'Krowodrza', type: 'house' });
    await ad(1, { district: 'Krowodrza', active: 0 });
    await ad(1, { district: 'Krowodrza', expiresAt: sql`now() - interval '1 minute'` });
    const noArea = await makeEstate(t.db, userId, { area: 0, price: 1, district: 'Krowodrza' });
    // Too few in Nowa Huta: its ads count for Kraków only, as do ads without a district.
    const nowaHuta = [7000, 7500, 8000];
    const [inNowaHuta] = await Promise.all(nowaHuta.map((perM2) => ad(perM2, { district: 'Nowa Huta' })));
    const [noDistrict] = await Promise.all([12_000, 13_000].map((perM2) => ad(perM2)));
    // Nine in Warszawa: too few for a market.
    const [inWarszawa] = await Promise.all(
      Array.from({ length: 9 }, () => ad(15_000, { ...warszawa, district: 'Mokotów' })),
    );

    // Krowodrza and Kraków, for sale and for rent.
    expect(await refreshLocalMarkets(t.db)).toEqual({ markets: 4, changed: 4, removed: 0 });

    expect(await marketOf(first!.estateId)).toEqual({
      place: 'district',
      name: 'Krowodrza',
      medianPerM2: 9900,
      offers: 10,
    });
    // The 8th of Kraków's 15: 7000, 7500, 8000, 9000, 9200, 9400, 9600, 9800, ...
    const city = { place: 'city', name: 'Kraków', medianPerM2: 9800, offers: 15 };
    expect(await marketOf(inNowaHuta!.estateId)).toEqual(city);
    expect(await marketOf(noDistrict!.estateId)).toEqual(city);
    expect(await marketOf(inWarszawa!.estateId)).toBeNull();
    expect(await marketOf(noArea.estateId)).toBeNull();
    // The rent ads' own market: ten of them in Krowodrza.
    const rentAd = await ad(60, { district: 'Krowodrza', rent: 1 });
    await refreshLocalMarkets(t.db);
    expect(await marketOf(rentAd.estateId)).toMatchObject({ place: 'district', medianPerM2: 50, offers: 11 });
  });

  it('follows new, changed and withdrawn ads at the next refresh, not before', async () => {
    const house = { type: 'house' as const, ...warszawa };
    const withdraw = (estateId: number) =>
      t.db.update(estates).set({ active: 0 }).where(eq(estates.estateId, estateId));
    const mokotow = await Promise.all(
      [4000, 4100, 4200, 4300, 4400, 4500, 4600, 4700, 4800, 4900].map((perM2) =>
        ad(perM2, { ...house, district: 'Mokotów' }),
      ),
    );
    await Promise.all([5000, 5100].map((perM2) => ad(perM2, house)));
    await refreshLocalMarkets(t.db);
    const viewed = mokotow[0]!.estateId;
    expect(await marketOf(viewed)).toEqual({
      place: 'district',
      name: 'Mokotów',
      medianPerM2: 4450,
      offers: 10,
    });

    // Dearer and one more: the median moves only when the refresh has run.
    await t.db
      .update(estates)
      .set({ price: 9000 * 50 })
      .where(eq(estates.estateId, mokotow[1]!.estateId));
    await ad(8000, { ...house, district: 'Mokotów' });
    expect(await marketOf(viewed)).toMatchObject({ medianPerM2: 4450, offers: 10 });
    expect(await refreshLocalMarkets(t.db)).toMatchObject({ changed: 2 });
    expect(await marketOf(viewed)).toMatchObject({ place: 'district', medianPerM2: 4600, offers: 11 });

    // Two withdrawn: Mokotów is left with nine, so Warszawa's houses (eleven) are the market.
    for (const withdrawn of mokotow.slice(8)) await withdraw(withdrawn.estateId);
    await refreshLocalMarkets(t.db);
    expect(await marketOf(viewed)).toEqual({
      place: 'city',
      name: 'Warszawa',
      medianPerM2: 4600,
      offers: 11,
    });

    // One more withdrawn leaves the ten a market needs; the next one leaves nothing to compare with.
    await withdraw(mokotow[7]!.estateId);
    await refreshLocalMarkets(t.db);
    expect(await marketOf(viewed)).toEqual({
      place: 'city',
      name: 'Warszawa',
      medianPerM2: 4550,
      offers: 10,
    });
    await withdraw(mokotow[6]!.estateId);
    expect(await refreshLocalMarkets(t.db)).toMatchObject({ removed: 1 });
    expect(await marketOf(viewed)).toBeNull();
  });
});
