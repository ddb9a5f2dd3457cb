import { adminMessages, promotionMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { estates, photos } from '../../db/schema.ts';
import { photoKey } from '../../infra/storage/storage.ts';
import { expireEstates } from '../my-estates/expire-estates.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

describe('DELETE /api/site/remove-ad/{id}', () => {
  it("removes anyone's ad with its photo files, and answers 404 for an unknown one", async () => {
    const owner = await makeUser(t.db);
    const estate = await makeEstate(t.db, owner.userId);
    const photo = await makePhoto(t.db, estate.estateId, 0);
    const key = photoKey(photo.container, photo.filename, '360x270');
    await t.storage.write(key, Buffer.from('webp'), 'image/webp');

    const answer = await call('DELETE', `/api/site/remove-ad/${estate.estateId}`);
    expect(answer.json()).toEqual({ message: adminMessages.adRemoved });
    expect(await t.db.select().from(estates).where(eq(estates.estateId, estate.estateId))).toEqual([]);
    expect(await t.db.select().from(photos).where(eq(photos.estateId, estate.estateId))).toEqual([]);
    expect(await t.storage.read(key)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/estates/${estate.estateId}` })).statusCode).toBe(
      404,
    );

    const again = await call('DELETE', `/api/site/remove-ad/${estate.estateId}`);
    expect(again.statusCode).toBe(404);
    expect((await call('DELETE', '/api/site/remove-ad/abc')).statusCode).toBe(400);
  });
});

describe('promotion', () => {
  it('puts a promoted ad first in its category list until it is unpromoted', async () => {
    const owner = await makeUser(t.db);
    const older = await makeEstate(t.db, owner.userId, { type: 'land', rent: 1 });
    const newer = await makeEstate(t.db, owner.userId, { type: 'land', rent: 1 });
    const firstInList = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/estates/dzialki/wynajem' })).json().rows[0];
    expect((await firstInList()).estateId).toBe(newer.estateId);

    const promoted = await call('PUT', `/api/site/promote/${older.estateId}`, { days: '14' });
    expect(promoted.json()).toEqual({ message: promotionMessages.promoted });
    expect(await firstInList()).toMatchObject({ estateId: older.estateId, promoted: 1 });
    const home = (await t.app.inject({ method: 'GET', url: '/api/estates/promoted' })).json();
    expect(home.rows.map((row: { estateId: number }) => row.estateId)).toContain(older.estateId);

    const list: { estateId: number; promotedUntil: string }[] = (
      await call('GET', '/api/site/promoted')
    ).json();
    const row = list.find((item) => item.estateId === older.estateId);
    const daysLeft = (Date.parse(row!.promotedUntil) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(13.9);
    expect(daysLeft).toBeLessThanOrEqual(14);

    expect((await call('DELETE', `/api/site/promote/${older.estateId}`)).json()).toEqual({
      message: promotionMessages.unpromoted,
    });
    expect((await firstInList()).estateId).toBe(newer.estateId);
    const after: { estateId: number }[] = (await call('GET', '/api/site/promoted')).json();
    expect(after.some((item) => item.estateId === older.estateId)).toBe(false);
  });

  it('validates the period and the ad', async () => {
    const owner = await makeUser(t.db);
    const estate = await makeEstate(t.db, owner.userId);
    for (const days of [0, 366, 'abc']) {
      const answer = await call('PUT', `/api/site/promote/${estate.estateId}`, { days });
      expect(answer.statusCode).toBe(400);
    }
    expect((await call('PUT', `/api/site/promote/${estate.estateId}`, { days: 0 })).json().error).toBe(
      promotionMessages.days,
    );
    expect((await call('PUT', '/api/site/promote/999999', { days: 30 })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/site/promote/999999')).statusCode).toBe(404);
  });

  it('ends by itself once its period has passed (the nightly job)', async () => {
    const owner = await makeUser(t.db);
    const estate = await makeEstate(t.db, owner.userId);
    await call('PUT', `/api/site/promote/${estate.estateId}`, { days: 1 });
    await t.db
      .update(estates)
      .set({ promotedUntil: new Date(Date.now() - 1000) })
      .where(eq(estates.estateId, estate.estateId));
    await expireEstates(t.db, t.storage, { removeAfterMonths: 12 });
    const [row] = await t.db.select().from(estates).where(eq(estates.estateId, estate.estateId));
    expect(row?.promoted).toBe(0);
  });
});
