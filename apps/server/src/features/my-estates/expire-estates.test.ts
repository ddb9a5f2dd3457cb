import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { estates } from '../../db/schema.ts';
import { fixturePhoto, uploadPhoto } from '../photos/upload.fixture.ts';
import { expireEstates } from './expire-estates.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the nightly expiry job', () => {
  it('keeps live ads, deactivates expired ones and removes those expired over 12 months with their files', async () => {
    const user = await makeUser(t.db);
    const auth = await authHeader(t.secrets.jwtSecret, user);
    const live = await makeEstate(t.db, user.userId, { expiresAt: ago(-30) });
    const expired = await makeEstate(t.db, user.userId, { expiresAt: ago(1) });
    const ancient = await makeEstate(t.db, user.userId, {
      type: 'house',
      active: 0,
      expiresAt: ago(13 * 31),
    });
    const promoted = await makeEstate(t.db, user.userId, {
      expiresAt: ago(-30),
      promoted: 1,
      promotedUntil: ago(1),
    });
    const stillPromoted = await makeEstate(t.db, user.userId, {
      expiresAt: ago(-30),
      promoted: 1,
      promotedUntil: ago(-5),
    });
    const [photo] = (
      await uploadPhoto(t.app, auth, ancient.estateId, 'a.jpg', fixturePhoto('house.jpg'))
    ).json();
    const file = join(t.config.DATA_DIR, 'storage', 'estates', photo.filename, '360x270.webp');
    expect(existsSync(file)).toBe(true);

    const report = await expireEstates(t.db, t.storage, { removeAfterMonths: 12, batchSize: 2 });
    expect(report).toMatchObject({ removed: 1, promotionsEnded: 1 });

    const ids = [live, expired, ancient, promoted, stillPromoted].map((estate) => estate.estateId);
    const rows = await t.db.select().from(estates).where(inArray(estates.estateId, ids));
    const byId = new Map(rows.map((row) => [row.estateId, row]));
    expect(byId.get(live.estateId)).toMatchObject({ active: 1, deactivatedAt: null });
    expect(byId.get(expired.estateId)!.active).toBe(0);
    expect(byId.get(expired.estateId)!.deactivatedAt).not.toBeNull();
    expect(byId.has(ancient.estateId)).toBe(false);
    expect(existsSync(file)).toBe(false);
    expect(byId.get(promoted.estateId)!.promoted).toBe(0);
    expect(byId.get(stillPromoted.estateId)!.promoted).toBe(1);
    expect((await t.app.inject({ url: `/api/estates/${expired.estateId}` })).statusCode).toBe(404);
  });

  it('is safe to run twice: the second run finds nothing to do', async () => {
    const user = await makeUser(t.db);
    const expired = await makeEstate(t.db, user.userId, { expiresAt: ago(2) });
    await expireEstates(t.db, t.storage, { removeAfterMonths: 12 });
    const [first] = await t.db.select().from(estates).where(eq(estates.estateId, expired.estateId));
    expect(await expireEstates(t.db, t.storage, { removeAfterMonths: 12 })).toEqual({
      deactivated: 0,
      removed: 0,
      promotionsEnded: 0,
    });
    const [second] = await t.db.select().from(estates).where(eq(estates.estateId, expired.estateId));
    expect(second!.deactivatedAt).toEqual(first!.deactivatedAt);
  });

  it('keeps ads expired for less than the configured months', async () => {
    const user = await makeUser(t.db);
    const estate = await makeEstate(t.db, user.userId, { active: 0, expiresAt: ago(100) });
    await expireEstates(t.db, t.storage, { removeAfterMonths: 12 });
    expect(await t.db.select().from(estates).where(eq(estates.estateId, estate.estateId))).toHaveLength(1);
    await expireEstates(t.db, t.storage, { removeAfterMonths: 3 });
    expect(await t.db.select().from(estates).where(eq(estates.estateId, estate.estateId))).toHaveLength(0);
  });
});
