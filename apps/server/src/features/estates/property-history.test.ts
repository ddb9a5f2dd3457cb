import type { EstateDetail } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { joinProperty } from '../../../test/join-property.ts';
import { estates } from '../../db/schema.ts';

describe("the ad page's property: a history that never resets, and its other offers", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const detail = async (estateId: number) => {
    const res = await t.app.inject(`/api/estates/${estateId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EstateDetail;
  };
  const flat = { address: 'ul. Karmelicka 12', area: 54, price: 560_000 };
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An owner's ad first seen a month ago, deleted, and posted again: the trigger's relisting rule joins them. */
  async function relisted() {
    const owner = await makeUser(t.db, { name: 'Jan' });
    const first = await makeEstate(t.db, owner.userId, flat);
    await t.db.execute(
      sql`update estate_histories set first_seen_at = ${monthAgo} where estate_id = ${first.estateId}`,
    );
    await t.db.execute(sql`update estate_events set at = ${monthAgo} where estate_id = ${first.estateId}`);
    await t.db.execute(sql`update properties set first_seen_at = ${monthAgo}
      where property_id = (select property_id from estate_histories where estate_id = ${first.estateId})`);
    await t.db.delete(estates).where(eq(estates.estateId, first.estateId));
    return makeEstate(t.db, owner.userId, { ...flat, price: 540_000 });
  }

  it('keeps the first day and the prices when the owner deletes the ad and posts it again', async () => {
    const again = await relisted();
    const { history } = await detail(again.estateId);
    expect(history?.firstSeenDate).toBe(monthAgo.toISOString());
    expect(history?.events.map(({ kind, price }) => [kind, price])).toEqual([
      ['listed', 560_000],
      ['deleted', 560_000],
      ['relisted', 540_000],
    ]);
  });

  it("shows another agency's offer of the property with the property's first day and every offer's prices", async () => {
    const own = await relisted();
    const agency = await makeUser(t.db, { company: true, companyName: 'Biuro Wawel' });
    const other = await makeEstate(t.db, agency.userId, {
      ...flat,
      address: 'Karmelicka 12 m. 4',
      price: 575_000,
    });
    await joinProperty(t.db, [own.estateId, other.estateId]);

    const { history } = await detail(other.estateId);
    expect(history?.firstSeenDate).toBe(monthAgo.toISOString());
    expect(history?.offer).toBe(2);
    expect(history?.events.map(({ kind, price, offer }) => [kind, price, offer])).toEqual([
      ['listed', 560_000, 1],
      ['deleted', 560_000, 1],
      ['relisted', 540_000, 1],
      ['listed', 575_000, 2],
    ]);
  });

  it('lists the other listed offers of the property, cheapest first, with the kind and name of their advertiser', async () => {
    const person = await makeUser(t.db, { name: 'Ewa' });
    const agency = await makeUser(t.db, { company: true, companyName: 'Biuro Wawel' });
    const developer = await makeUser(t.db, { company: true, companyName: 'Dom-Bud', developer: true });
    const mine = await makeEstate(t.db, person.userId, { price: 600_000 });
    const agencyOffer = await makeEstate(t.db, agency.userId, { price: 590_000 });
    const developerOffer = await makeEstate(t.db, developer.userId, { price: 580_000 });
    const withdrawn = await makeEstate(t.db, agency.userId, { price: 570_000 });
    await joinProperty(t.db, [
      mine.estateId,
      agencyOffer.estateId,
      developerOffer.estateId,
      withdrawn.estateId,
    ]);
    await t.db.update(estates).set({ active: 0 }).where(eq(estates.estateId, withdrawn.estateId));

    const { otherOffers } = await detail(mine.estateId);
    expect(otherOffers).toEqual([
      {
        estateId: developerOffer.estateId,
        type: 'apartment',
        rent: 0,
        title: developerOffer.title,
        price: 580_000,
        seller: { kind: 'developer', name: 'Dom-Bud' },
      },
      {
        estateId: agencyOffer.estateId,
        type: 'apartment',
        rent: 0,
        title: agencyOffer.title,
        price: 590_000,
        seller: { kind: 'agency', name: 'Biuro Wawel' },
      },
    ]);
    const fromAgency = await detail(agencyOffer.estateId);
    expect(fromAgency.otherOffers?.map((offer) => [offer.price, offer.seller])).toEqual([
      [580_000, { kind: 'developer', name: 'Dom-Bud' }],
      [600_000, { kind: 'private', name: 'Ewa' }],
    ]);
  });

  it('lists no other offers for an ad of its own property', async () => {
    const owner = await makeUser(t.db);
    const ad = await makeEstate(t.db, owner.userId);
    const page = await detail(ad.estateId);
    expect(page.otherOffers).toEqual([]);
    expect(page.history?.offer).toBeUndefined();
  });
});
