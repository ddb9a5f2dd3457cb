import { type PropertyAdmin, propertyAdminTexts } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makePhoto, makeUser } from '../../../test/factories.ts';
import { copyOf, distinctHash, propertyOf } from '../../../test/property-offers.ts';
import { authHeader } from '../../../test/users.ts';
import { photos, propertyVerdicts } from '../../db/schema.ts';
import { housePayload } from '../my-estates/estate-payload.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let streets = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
});
afterAll(() => t.close());

const agencyAuth = async () => authHeader(t.secrets.jwtSecret, await makeUser(t.db, { company: true }));

/** An agency's house through the wizard: step 1, photos of the given hashes, 'Zapisz' of step 3. */
async function publish(auth: Record<string, string>, hashes: bigint[], estate: Record<string, unknown>) {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/estates/dom',
    headers: auth,
    payload: housePayload(estate),
  });
  expect(saved.statusCode).toBe(200);
  const { estateId } = saved.json() as { estateId: number };
  for (const [sort, hash] of hashes.entries()) {
    const photo = await makePhoto(t.db, estateId, sort);
    await t.db.update(photos).set({ perceptualHash: hash }).where(eq(photos.photoId, photo.photoId));
  }
  const activated = await t.app.inject({
    method: 'PUT',
    url: `/api/estates/${estateId}/activate`,
    headers: auth,
  });
  expect(activated.statusCode).toBe(200);
  return estateId;
}

async function twoAgenciesOneHouse() {
  const hashes = Array.from({ length: 4 }, distinctHash);
  const estate = { address: `ul. Lipowa ${++streets}`, area: 140 };
  const firstAuth = await agencyAuth();
  const first = await publish(firstAuth, hashes, estate);
  const secondAuth = await agencyAuth();
  const second = await publish(
    secondAuth,
    hashes.map((hash) => copyOf(hash)),
    { ...estate, title: 'Dom w zieleni' },
  );
  return { first, second, secondAuth, estate };
}

describe("the admin's split and join of properties", () => {
  it('shows the property an ad joined when published, with both offers and the evidence', async () => {
    const { first, second } = await twoAgenciesOneHouse();
    const answer = await t.app.inject({ url: `/api/site/properties/${second}`, headers: admin });
    expect(answer.statusCode).toBe(200);
    const property = answer.json() as PropertyAdmin;
    expect(property.offers.map((offer) => offer.estateId).sort()).toEqual([first, second].sort());
    expect(property.matches).toMatchObject([
      { action: 'joined', byAdmin: false, evidence: { sharedPhotos: 4 } },
    ]);
  });

  it('splits a wrong merge for good: saving the ad again does not join it back', async () => {
    const { first, second, secondAuth, estate } = await twoAgenciesOneHouse();

    const split = await t.app.inject({
      method: 'POST',
      url: `/api/site/properties/${second}/split`,
      headers: admin,
    });

    expect(split.json()).toEqual({ message: propertyAdminTexts.wasSplit });
    expect((await propertyOf(t.db, second)).propertyId).not.toBe((await propertyOf(t.db, first)).propertyId);
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/estates/dom/${second}`,
      headers: secondAuth,
      payload: housePayload({ ...estate, title: 'Dom w zieleni, po zmianie' }),
    });
    expect(edited.statusCode).toBe(200);
    expect((await propertyOf(t.db, second)).propertyId).not.toBe((await propertyOf(t.db, first)).propertyId);
  });

  it('joins a missed match for good, the earlier first day kept', async () => {
    const first = await publish(await agencyAuth(), [distinctHash()], { address: `ul. Polna ${++streets}` });
    const secondAuth = await agencyAuth();
    const second = await publish(secondAuth, [distinctHash()], { address: `ul. Polna ${++streets}` });
    const firstSeen = (await propertyOf(t.db, first)).firstSeenAt;

    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/site/properties/${second}/join`,
      headers: admin,
      payload: { otherEstateId: first },
    });

    expect(joined.json()).toEqual({ message: propertyAdminTexts.wasJoined });
    const property = await propertyOf(t.db, second);
    expect(property.propertyId).toBe((await propertyOf(t.db, first)).propertyId);
    expect(property.firstSeenAt).toEqual(firstSeen);
    expect(property.listedOffers).toBe(2);
    const verdicts = await t.db.select().from(propertyVerdicts).where(eq(propertyVerdicts.verdict, 'same'));
    expect(verdicts).toHaveLength(2);
    await t.app.inject({
      method: 'POST',
      url: `/api/estates/dom/${second}`,
      headers: secondAuth,
      payload: housePayload({ address: 'ul. Inna 1', area: 90 }),
    });
    expect((await propertyOf(t.db, second)).propertyId).toBe((await propertyOf(t.db, first)).propertyId);
  });

  it('answers 403 to anyone but an admin, and 400 in Polish to a split of an offer alone', async () => {
    const own = await agencyAuth();
    const alone = await publish(own, [distinctHash()], { address: `ul. Krótka ${++streets}` });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/site/properties/${alone}/split`,
      headers: own,
    });
    expect(refused.statusCode).toBe(403);
    const split = await t.app.inject({
      method: 'POST',
      url: `/api/site/properties/${alone}/split`,
      headers: admin,
    });
    expect(split.statusCode).toBe(400);
    expect(split.json()).toEqual({ error: propertyAdminTexts.alone });
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/site/properties/${alone}/join`,
      headers: admin,
      payload: { otherEstateId: alone },
    });
    expect(self.json()).toEqual({ error: propertyAdminTexts.alreadyOne });
  });
});
