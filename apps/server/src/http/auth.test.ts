import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeUser } from '../../test/factories.ts';
import { authenticate, issueToken, requireAdmin } from './auth.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // A throwaway admin-only route, as the admin feature will declare them.
  t.app.get('/api/test/admin-only', async (request) => ({ userId: (await requireAdmin(request)).userId }));
  t.app.get('/api/test/me', async (request) => authenticate(request));
});
afterAll(() => t.close());

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('authenticate', () => {
  it('accepts "JWT {token}" and refuses other schemes, expired tokens and foreign keys', async () => {
    const user = await makeUser(t.db);
    const { token, expiration } = await issueToken(t.secrets.jwtSecret, user, false);
    expect((await get('/api/test/me', `JWT ${token}`)).json()).toMatchObject({
      userId: user.userId,
      expiration,
    });
    expect((await get('/api/test/me', `Bearer ${token}`)).statusCode).toBe(401);

    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.userId))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(t.secrets.jwtSecret));
    expect((await get('/api/test/me', `JWT ${expired}`)).statusCode).toBe(401);

    const foreign = await issueToken('another-secret-another-secret-123', user, false);
    expect((await get('/api/test/me', `JWT ${foreign.token}`)).json()).toEqual({
      error: 'Wymagane zalogowanie.',
    });
  });

  it('lets admins through requireAdmin and answers 403 to others', async () => {
    const admin = await makeUser(t.db, { admin: true });
    const user = await makeUser(t.db);
    const adminToken = (await issueToken(t.secrets.jwtSecret, admin, false)).token;
    const userToken = (await issueToken(t.secrets.jwtSecret, user, false)).token;
    expect((await get('/api/test/admin-only', `JWT ${adminToken}`)).json()).toEqual({ userId: admin.userId });
    expect((await get('/api/test/admin-only', `JWT ${userToken}`)).statusCode).toBe(403);
  });
});
