import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { estates, photos } from '../../db/schema.ts';
import { fixturePhoto, uploadPhoto } from '../photos/upload.fixture.ts';
import { removeAbandonedDrafts } from './remove-abandoned-drafts.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An ad with one uploaded photo, its photo dated `photoDaysAgo`; answers the ad and the photo's card file. */
async function withPhoto(overrides: Parameters<typeof makeEstate>[2], photoDaysAgo: number) {
  const user = await makeUser(t.db);
  const estate = await makeEstate(t.db, user.userId, { type: 'house', ...overrides });
  const auth = await authHeader(t.secrets.jwtSecret, user);
  const [photo] = (
    await uploadPhoto(t.app, auth, estate.estateId, 'a.jpg', fixturePhoto('house.jpg'))
  ).json();
  await t.db
    .update(photos)
    .set({ createdAt: ago(photoDaysAgo) })
    .where(eq(photos.photoId, photo.photoId));
  const file = join(t.config.DATA_DIR, 'storage', 'estates', photo.filename, '360x270.webp');
  expect(existsSync(file)).toBe(true);
  return { estate, file };
}

describe('the nightly clean-up of abandoned drafts', () => {
  it('removes old drafts with their photo files and keeps recent drafts and ads that were once online', async () => {
    const abandoned = await withPhoto({ active: 0, draft: true, modifiedAt: ago(40) }, 40);
    const photoAddedLately = await withPhoto({ active: 0, draft: true, modifiedAt: ago(40) }, 2);
    const expired = await withPhoto({ active: 0, modifiedAt: ago(300), expiresAt: ago(100) }, 300);
    const user = await makeUser(t.db);
    const recent = await makeEstate(t.db, user.userId, { active: 0, draft: true, modifiedAt: ago(5) });
    const emptyOld = await makeEstate(t.db, user.userId, { active: 0, draft: true, modifiedAt: ago(31) });

    expect(await removeAbandonedDrafts(t.db, t.storage, { olderThanDays: 30, batchSize: 1 })).toBe(2);

    const ids = [abandoned.estate, photoAddedLately.estate, expired.estate, recent, emptyOld].map(
      (estate) => estate.estateId,
    );
    const left = await t.db
      .select({ estateId: estates.estateId })
      .from(estates)
      .where(inArray(estates.estateId, ids));
    expect(left.map((row) => row.estateId).sort()).toEqual(
      [photoAddedLately.estate.estateId, expired.estate.estateId, recent.estateId].sort(),
    );
    expect(existsSync(abandoned.file)).toBe(false);
    expect(existsSync(photoAddedLately.file)).toBe(true);
    expect(existsSync(expired.file)).toBe(true);
    expect(await t.db.select().from(photos).where(eq(photos.estateId, abandoned.estate.estateId))).toEqual(
      [],
    );

    // Safe to run twice: nothing is left to do.
    expect(await removeAbandonedDrafts(t.db, t.storage, { olderThanDays: 30 })).toBe(0);
  });
});
