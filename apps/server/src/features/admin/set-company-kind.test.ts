import { companyKindMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';

describe('POST /api/site/company-kind: an admin says whether a company is a developer', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/site/company-kind', headers, payload });

  it("marks an imported agency a developer, and its ads' cards say so, then an agency again", async () => {
    const company = await makeUser(t.db, { company: true, companyName: 'Osiedla Wawel', integrationId: 3 });
    const ad = await makeEstate(t.db, company.userId);
    const kind = async () => (await t.app.inject(`/api/estates/${ad.estateId}`)).json().user.kind;
    expect(await kind()).toBe('agency');

    const res = await post(admin, { userId: company.userId, developer: true });
    expect(res.json()).toEqual({ message: companyKindMessages.saved });
    expect(await kind()).toBe('developer');
    await post(admin, { userId: company.userId, developer: false });
    expect(await kind()).toBe('agency');
  });

  it("refuses a private person's account and an unknown id with a Polish message", async () => {
    const person = await makeUser(t.db);
    for (const userId of [person.userId, 999999]) {
      const res = await post(admin, { userId, developer: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: companyKindMessages.notCompany });
    }
  });

  it('refuses anyone but an admin', async () => {
    const company = await makeUser(t.db, { company: true, companyName: 'Dom' });
    const own = await authHeader(t.secrets.jwtSecret, company);
    expect((await post(own, { userId: company.userId, developer: true })).statusCode).toBe(403);
  });
});
