import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let user: Record<string, string>;
let estateId: number;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
  const plain = await makeUser(t.db);
  user = await authHeader(t.secrets.jwtSecret, plain);
  estateId = (await makeEstate(t.db, plain.userId)).estateId;
  companyId = (await makeUser(t.db, { company: true, companyName: 'Biuro Dom' })).userId;
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => string; payload?: () => object };

// Every admin call, in an order where each one succeeds for the admin (remove-ad last: it deletes the ad).
const calls: Call[] = [
  { method: 'GET', url: () => '/api/site/stats/ads/total' },
  { method: 'GET', url: () => '/api/site/stats/users/total' },
  { method: 'GET', url: () => '/api/site/stats/ads' },
  {
    method: 'POST',
    url: () => '/api/site/add-integration',
    payload: () => ({ userId: companyId, ftpLogin: 'ftp@biuro.pl', ftpPassword: 'tajne1', type: 'asari' }),
  },
  { method: 'PUT', url: () => `/api/site/promote/${estateId}`, payload: () => ({ days: 30 }) },
  { method: 'GET', url: () => '/api/site/promoted' },
  { method: 'DELETE', url: () => `/api/site/promote/${estateId}` },
  { method: 'DELETE', url: () => `/api/site/remove-ad/${estateId}` },
];

describe('admin calls under /api/site', () => {
  for (const call of calls) {
    it(`${call.method} ${call.url()} answers 401 anonymous, 403 to a user and 200 to an admin`, async () => {
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: call.method,
          url: call.url(),
          headers,
          ...(call.payload ? { payload: call.payload() } : {}),
        });
      const anonymous = await send({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Wymagane zalogowanie.' });
      expect((await send(user)).statusCode).toBe(403);
      const answer = await send(admin);
      expect(answer.statusCode, answer.body).toBe(200);
    });
  }

  it('checks rights before the body, so an anonymous caller with a bad body still gets 401', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/site/add-integration', payload: {} });
    expect(answer.statusCode).toBe(401);
  });

  it('leaves the public contact call open', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/site/contact', payload: {} });
    expect(answer.statusCode).toBe(400);
  });
});
