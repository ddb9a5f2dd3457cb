import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { makeUser } from '../../../test/factories.ts';
import { authHeader, freshIp } from '../../../test/users.ts';
import { users } from '../../db/schema.ts';

// A company says at registration or in its profile whether it is a developer; left out, it is an agency.
describe("a company's kind in its account", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const company = {
    password: 'tajne123',
    rePassword: 'tajne123',
    terms: true,
    companyName: 'Osiedla Wawel',
    nip: '1234567890',
    address: 'ul. Rynek 1',
    cityCode: '30-001',
    phone: '600 100 200',
  };
  const register = async (email: string, extra: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/register/company',
      remoteAddress: freshIp(),
      payload: { ...company, email, captcha: await solveCaptcha(t.app), ...extra },
    });
  const stored = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0]?.developer;

  it('registers a developer as one, and a company that does not say as an agency', async () => {
    expect((await register('deweloper@example.pl', { developer: true })).statusCode).toBe(200);
    expect(await stored('deweloper@example.pl')).toBe(true);
    expect((await register('biuro@example.pl', {})).statusCode).toBe(200);
    expect(await stored('biuro@example.pl')).toBe(false);
  });

  it('refuses a kind that is no yes or no with a Polish message', async () => {
    const res = await register('zle@example.pl', { developer: 'tak' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(messages.invalid);
    expect(await stored('zle@example.pl')).toBeUndefined();
  });

  it('changes the kind in the profile, answers it, and keeps it when a form leaves it out', async () => {
    const user = await makeUser(t.db, {
      company: true,
      companyName: 'Dom Sp. z o.o.',
      nip: '1234567890',
      address: 'ul. Polna 2',
      cityCode: '00-950',
      phone: '600 000 111',
    });
    const headers = await authHeader(t.secrets.jwtSecret, user);
    const url = `/api/user/${user.userId}/profile`;
    const fields = {
      company: true,
      companyName: 'Dom Sp. z o.o.',
      nip: '1234567890',
      address: 'ul. Polna 2',
    };
    const post = (payload: object) => t.app.inject({ method: 'POST', url, headers, payload });

    const saved = await post({ ...fields, cityCode: '00-950', phone: '600 000 111', developer: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ url, headers })).json()).toMatchObject({ company: true, developer: true });

    expect((await post({ ...fields, cityCode: '00-951', phone: '600 000 111' })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers })).json()).toMatchObject({
      cityCode: '00-951',
      developer: true,
    });
  });
});
