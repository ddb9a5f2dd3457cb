import { formatHiddenCookie, hiddenCookieName, hidingTexts, Limits } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser, testPassword } from '../../../test/factories.ts';
import { authHeader, freshIp } from '../../../test/users.ts';
import { hiddenEstates } from '../../db/schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (body: { rows: { estateId: number }[] }) => body.rows.map((row) => row.estateId);
const cookieOf = (estateIds: number[], advertiserIds: number[] = []) =>
  `${hiddenCookieName}=${formatHiddenCookie({ estateIds, advertiserIds })}`;

describe('hidden ads and advertisers', () => {
  it("leave the browser's lists, searches and related ads; other browsers still see them", async () => {
    const seller = await makeUser(t.db);
    const shunned = await makeUser(t.db);
    const kept = await makeEstate(t.db, seller.userId, { type: 'house', rent: 1 });
    const hiddenAd = await makeEstate(t.db, seller.userId, { type: 'house', rent: 1 });
    const byShunned = await makeEstate(t.db, shunned.userId, { type: 'house', rent: 1 });
    const cookie = cookieOf([hiddenAd.estateId], [shunned.userId]);
    const get = async (url: string, withCookie = true) =>
      ids((await t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} })).json());
    for (const url of [
      '/api/estates/domy/wynajem',
      `/api/estates/domy/wynajem/city/${kept.cityId}/`,
      '/api/estates/search?type=house&rent=1',
      '/api/estates/recently-added',
    ]) {
      const seen = await get(url);
      expect(seen, url).toContain(kept.estateId);
      expect(seen, url).not.toContain(hiddenAd.estateId);
      expect(seen, url).not.toContain(byShunned.estateId);
      expect(await get(url, false), url).toContain(byShunned.estateId);
    }
    expect(await get(`/api/estates/${kept.estateId}/related`)).not.toContain(hiddenAd.estateId);
  });

  it("leave the counts of the browser's lists, wherever in the list they are", async () => {
    const seller = await makeUser(t.db);
    const shunned = await makeUser(t.db);
    // Newest first: the oldest ad is on the second page, past the first page's cards.
    const oldest = await makeEstate(t.db, seller.userId, { type: 'place', rent: 0 });
    for (let n = 0; n < Limits.pageSize; n++)
      await makeEstate(t.db, seller.userId, { type: 'place', rent: 0 });
    for (let n = 0; n < 2; n++) await makeEstate(t.db, shunned.userId, { type: 'place', rent: 0 });
    const elsewhere = await makeEstate(t.db, seller.userId, { type: 'land', rent: 1 });
    const cookie = cookieOf([oldest.estateId, elsewhere.estateId], [shunned.userId]);
    const count = async (url: string, headers = {}) =>
      (await t.app.inject({ method: 'GET', url, headers })).json().count as number;
    for (const url of [
      '/api/estates/lokale/sprzedaz',
      `/api/estates/lokale/sprzedaz/city/${oldest.cityId}/`,
      '/api/estates/search?type=place&rent=0',
    ])
      expect((await count(url)) - (await count(url, { cookie })), url).toBe(3);
  });

  it('keeps them on the account with the cookie, undoes, and merges the visitor’s at login', async () => {
    const user = await makeUser(t.db);
    const headers = await authHeader(t.secrets.jwtSecret, user);
    const base = `/api/user/${user.userId}/hidden`;
    const hideAd = await t.app.inject({ method: 'PUT', url: `${base}/estates/77`, headers });
    expect(hideAd.json()).toEqual({ estateIds: [77], advertiserIds: [] });
    expect(hideAd.headers['set-cookie']).toMatch(/^ukryte=77_; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    await t.app.inject({ method: 'PUT', url: `${base}/advertisers/5`, headers });
    const undo = await t.app.inject({ method: 'DELETE', url: `${base}/estates/77`, headers });
    expect(undo.json()).toEqual({ estateIds: [], advertiserIds: [5] });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: freshIp(),
      headers: { cookie: cookieOf([8, 9], [5, 6]) },
      payload: { email: user.email, password: testPassword, rememberMe: false },
    });
    expect(login.statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: base, headers })).json();
    expect([...listed.estateIds].sort()).toEqual([8, 9]);
    expect([...listed.advertiserIds].sort()).toEqual([5, 6]);
    expect(String(login.headers['set-cookie'])).toContain('ukryte=');
  });

  it('refuses past the limit and bad ids in Polish, and another account', async () => {
    const user = await makeUser(t.db);
    const other = await makeUser(t.db);
    const headers = await authHeader(t.secrets.jwtSecret, user);
    await t.db
      .insert(hiddenEstates)
      .values(
        Array.from({ length: Limits.hiddenAdsMax }, (_, n) => ({ userId: user.userId, estateId: n + 1 })),
      );
    const base = `/api/user/${user.userId}/hidden`;
    const tooMany = await t.app.inject({ method: 'PUT', url: `${base}/estates/999999`, headers });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: hidingTexts.tooManyAds });
    const again = await t.app.inject({ method: 'PUT', url: `${base}/estates/1`, headers });
    expect(again.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'PUT', url: `${base}/advertisers/-3`, headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Podana wartość nie jest liczbą!');
    const foreign = await t.app.inject({ method: 'GET', url: `/api/user/${other.userId}/hidden`, headers });
    expect(foreign.statusCode).toBe(403);
  });
});
