import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';

// Cards of every list and the ad itself say who sells: a private person, an agency or a developer.
describe('the seller kind on cards and the ad', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ads: Record<string, number> = {};
  const owners: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const accounts = {
      person: await makeUser(t.db, { name: 'Anna' }),
      agency: await makeUser(t.db, { company: true, companyName: 'Biuro Sowa', logo: '1-a1b2.webp' }),
      developer: await makeUser(t.db, { company: true, developer: true, companyName: 'Osiedla Wawel' }),
    };
    for (const [name, user] of Object.entries(accounts)) {
      owners[name] = user.userId;
      ads[name] = (await makeEstate(t.db, user.userId, { type: 'land', rent: 1 })).estateId;
    }
  });
  afterAll(() => t.close());

  const sellerOf = (rows: { estateId: number; seller: unknown }[], name: string) =>
    rows.find((row) => row.estateId === ads[name])?.seller;

  it.each([
    ['the category list', '/api/estates/dzialki/wynajem'],
    ['the search', '/api/estates/search?type=land&rent=1'],
    ['the recently added', '/api/estates/recently-added'],
  ])('gives each card in %s its kind, and a company its name', async (_, url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = res.json();
    expect(sellerOf(rows, 'person')).toEqual({ userId: owners.person, kind: 'private', name: null });
    expect(sellerOf(rows, 'agency')).toEqual({ userId: owners.agency, kind: 'agency', name: 'Biuro Sowa' });
    expect(sellerOf(rows, 'developer')).toEqual({
      userId: owners.developer,
      kind: 'developer',
      name: 'Osiedla Wawel',
    });
  });

  it("gives the ad its seller's kind and a company's logo", async () => {
    const user = async (name: string) => (await t.app.inject(`/api/estates/${ads[name]}`)).json().user;
    expect(await user('person')).toMatchObject({ name: 'Anna', kind: 'private', logo: null });
    expect(await user('agency')).toMatchObject({ kind: 'agency', logo: '/logo/1-a1b2.webp' });
    expect(await user('developer')).toMatchObject({ kind: 'developer', logo: null });
  });
});
