import { favouriteTexts, Limits } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser, testPassword } from '../../../test/factories.ts';
import { authHeader, freshIp } from '../../../test/users.ts';
import { estates, favourites } from '../../db/schema.ts';
import { unsubscribeSignature } from './favourite-mails.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function account() {
  const user = await makeUser(t.db);
  const seller = await makeUser(t.db);
  const headers = await authHeader(t.secrets.jwtSecret, user);
  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string) =>
    t.app.inject({ method, url: `/api/user/${user.userId}/favourites${path}`, headers });
  return { user, seller, headers, call };
}

describe('favourites on the account', () => {
  it('merges the clipboard cookie at login, keeps its order and empties the cookie', async () => {
    const { user, seller, call } = await account();
    const [first, second, gone] = [
      await makeEstate(t.db, seller.userId),
      await makeEstate(t.db, seller.userId),
      await makeEstate(t.db, seller.userId, { active: 0 }),
    ];
    const already = await makeEstate(t.db, seller.userId);
    expect((await call('PUT', `/${already.estateId}`)).statusCode).toBe(200);
    const cookie = `theme=dark; safe=${encodeURIComponent(JSON.stringify([second.estateId, first.estateId, gone.estateId, already.estateId]))}`;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: freshIp(),
      headers: { cookie },
      payload: { email: user.email, password: testPassword, rememberMe: false },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['set-cookie']).toContain('safe=; Path=/; Max-Age=0; SameSite=Lax');
    const ids = await call('GET', '/ids');
    // Newest first: the clipboard's last star leads; the withdrawn ad and the one already kept add nothing.
    expect(ids.json()).toEqual([first.estateId, second.estateId, already.estateId]);
  });

  it('logs in without a clipboard or with an unreadable one, leaving the clipboard cookie alone', async () => {
    const { user, call } = await account();
    for (const cookie of [undefined, 'safe=%7Bnie-json', 'safe=%5B%22x%22%5D']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: freshIp(),
        headers: cookie ? { cookie } : {},
        payload: { email: user.email, password: testPassword, rememberMe: false },
      });
      expect(login.statusCode).toBe(200);
      expect(String(login.headers['set-cookie'])).not.toContain('safe=');
    }
    expect((await call('GET', '/ids')).json()).toEqual([]);
  });

  it('keeps more than the clipboard limit, refuses past its own limit with a Polish 400', async () => {
    const { user, seller, call } = await account();
    const ads = [];
    for (let n = 0; n <= Limits.clipboardMax; n += 1) ads.push(await makeEstate(t.db, seller.userId));
    for (const ad of ads) expect((await call('PUT', `/${ad.estateId}`)).statusCode).toBe(200);
    expect((await call('GET', '/ids')).json()).toHaveLength(Limits.clipboardMax + 1);

    const filler = Array.from({ length: Limits.favouritesMax - ads.length }, (_, n) => ({
      userId: user.userId,
      estateId: 2_000_000 + n,
      title: 'Dawne ogłoszenie',
      starredPrice: 1,
    }));
    await t.db.insert(favourites).values(filler);
    const extra = await makeEstate(t.db, seller.userId);
    const refused = await call('PUT', `/${extra.estateId}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: favouriteTexts.tooMany });
    // Starring one already kept is no new favourite, so the full list still takes it.
    expect((await call('PUT', `/${ads[0]!.estateId}`)).statusCode).toBe(200);
  });

  it('marks a price drop and an ad that went offline, and keeps both until removed', async () => {
    const { seller, call } = await account();
    const cheaper = await makeEstate(t.db, seller.userId, { price: 500_000 });
    const dearer = await makeEstate(t.db, seller.userId, { price: 300_000 });
    const withdrawn = await makeEstate(t.db, seller.userId);
    const removed = await makeEstate(t.db, seller.userId);
    for (const ad of [cheaper, dearer, withdrawn, removed]) await call('PUT', `/${ad.estateId}`);
    await t.db.update(estates).set({ price: 480_000 }).where(eq(estates.estateId, cheaper.estateId));
    await t.db.update(estates).set({ price: 320_000 }).where(eq(estates.estateId, dearer.estateId));
    await t.db.update(estates).set({ active: 0 }).where(eq(estates.estateId, withdrawn.estateId));
    await t.db.delete(estates).where(eq(estates.estateId, removed.estateId));

    const list = (await call('GET', '')).json();
    expect(list.count).toBe(4);
    const byId = new Map(list.rows.map((row: { estateId: number }) => [row.estateId, row]));
    expect(byId.get(cheaper.estateId)).toMatchObject({ priceDrop: 20_000, card: { price: 480_000 } });
    expect(byId.get(dearer.estateId)).toMatchObject({ priceDrop: null, card: { price: 320_000 } });
    expect(byId.get(withdrawn.estateId)).toMatchObject({ title: withdrawn.title, card: null });
    expect(byId.get(removed.estateId)).toMatchObject({ title: removed.title, card: null });

    expect((await call('DELETE', `/${removed.estateId}`)).statusCode).toBe(200);
    expect((await call('GET', '/ids')).json()).not.toContain(removed.estateId);
  });

  it('refuses an offline ad, bad ids and another account in Polish', async () => {
    const { seller, headers, call } = await account();
    const offline = await makeEstate(t.db, seller.userId, { active: 0 });
    const notListed = await call('PUT', `/${offline.estateId}`);
    expect(notListed.statusCode).toBe(404);
    expect(notListed.json()).toEqual({ error: favouriteTexts.notListed });
    const bad = await call('PUT', '/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Podana wartość nie jest liczbą!');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/user/${seller.userId}/favourites`,
      headers,
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/${seller.userId}/favourites` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('turns the e-mails on, and off again through a signed link only', async () => {
    const { user, headers, call } = await account();
    expect((await call('GET', '')).json().mails).toBe(false);
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.userId}/favourite-mails`,
      headers,
      payload: { enabled: true },
    });
    expect(on.json()).toEqual({ message: favouriteTexts.mailsOn });
    expect((await call('GET', '')).json().mails).toBe(true);

    const unsubscribe = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/favourite-mails/unsubscribe',
        payload: { userId: user.userId, signature },
      });
    const forged = await unsubscribe(unsubscribeSignature('inny-klucz', user.userId));
    expect(forged.json()).toEqual({ error: favouriteTexts.badUnsubscribeLink });
    expect((await call('GET', '')).json().mails).toBe(true);
    const real = await unsubscribe(unsubscribeSignature(t.secrets.secretKey, user.userId));
    expect(real.json()).toEqual({ message: favouriteTexts.mailsOff });
    expect((await call('GET', '')).json().mails).toBe(false);
  });
});
