import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';

describe('the seller of an ad and the facts of its card', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("names a person by the first name alone and a company by its name, on the ad and the seller's page", async () => {
    const person = await makeUser(t.db, { name: 'Anna', surname: 'Nowak', email: 'anna.nowak@example.com' });
    const company = await makeUser(t.db, { company: true, name: null, companyName: 'Domy Bis Sp. z o.o.' });
    const personal = await makeEstate(t.db, person.userId);
    const companys = await makeEstate(t.db, company.userId);

    const ad = (await t.app.inject(`/api/estates/${personal.estateId}`)).json();
    expect(ad.user).toMatchObject({ userId: person.userId, name: 'Anna' });
    expect(JSON.stringify(ad)).not.toContain('Nowak');
    expect((await t.app.inject(`/api/estates/${companys.estateId}`)).json().user.name).toBe(
      'Domy Bis Sp. z o.o.',
    );

    const seller = await t.app.inject(`/api/estates/user/${person.userId}/seller`);
    expect(seller.statusCode, seller.body).toBe(200);
    expect(seller.json()).toEqual({ userId: person.userId, name: 'Anna' });
  });

  it('keeps the name of an account without listed ads to itself', async () => {
    const quiet = await makeUser(t.db, { name: 'Ewa' });
    await makeEstate(t.db, quiet.userId, { active: 0 });
    for (const userId of [quiet.userId, 999999]) {
      const res = await t.app.inject(`/api/estates/user/${userId}/seller`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Użytkownik nie ma aktywnych ogłoszeń.' });
    }
  });

  it('gives every card its photo count and the date it was added or last refreshed', async () => {
    const owner = await makeUser(t.db);
    const refreshed = await makeEstate(t.db, owner.userId, {
      createdAt: sql`now() - interval '30 days'`,
      refreshedAt: sql`now() - interval '2 days'`,
    });
    const fresh = await makeEstate(t.db, owner.userId);
    for (const sort of [0, 1, 2]) await makePhoto(t.db, refreshed.estateId, sort);

    const { rows } = (await t.app.inject(`/api/estates/user/${owner.userId}`)).json();
    const card = (id: number) => rows.find((row: { estateId: number }) => row.estateId === id);
    expect(card(refreshed.estateId)).toMatchObject({
      photosCount: 3,
      photo: { container: expect.any(String) },
    });
    expect(Object.keys(card(refreshed.estateId).photo)).toEqual(['container', 'filename']);
    const { creationDate, refreshDate } = card(refreshed.estateId);
    expect(Date.now() - Date.parse(creationDate)).toBeGreaterThan(29 * 86_400_000);
    expect(Date.now() - Date.parse(refreshDate)).toBeLessThan(3 * 86_400_000);
    expect(card(fresh.estateId)).toMatchObject({ photosCount: 0, photo: null, refreshDate: null });
  });
});
