import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { photoUploads } from '../../db/schema.ts';
import { removeExpiredUploads } from './remove-expired-uploads.ts';
import { announce, fixturePhoto, putFile, uploadPhoto } from './upload.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.db);
  userId = user.userId;
  auth = await authHeader(t.secrets.jwtSecret, user);
});
afterAll(() => t.close());

const newHouse = () => makeEstate(t.db, userId, { type: 'house', active: 0 });
const stored = (...path: string[]) => join(t.config.DATA_DIR, 'storage', ...path);
const eightFiles = (size: number) => Array.from({ length: 8 }, (_, i) => ({ name: `${i + 1}.jpg`, size }));

async function expireSlots(estateId: number, minutesAgo: number) {
  await t.db
    .update(photoUploads)
    .set({ expiresAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(photoUploads.estateId, estateId));
}

describe('upload slots', () => {
  it('hold a photo place each until completed or expired, also once sent: a ninth is refused', async () => {
    const estate = await newHouse();
    const body = fixturePhoto('house.jpg');
    const [sent] = (await announce(t.app, auth, estate.estateId, eightFiles(body.length))).json();
    expect((await putFile(t.app, sent, body)).statusCode).toBe(200);
    const ninth = await announce(t.app, auth, estate.estateId, [{ name: 'dziewiate.jpg', size: 1000 }]);
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json().error).toBe(messages.tooManyPhotos(8));
  });

  it('free their place when they expire, and the cleanup removes them with their waiting files at once', async () => {
    const estate = await newHouse();
    const body = fixturePhoto('house.jpg');
    const [sent] = (await announce(t.app, auth, estate.estateId, eightFiles(body.length))).json();
    expect((await putFile(t.app, sent, body)).statusCode).toBe(200);
    expect(existsSync(stored('incoming', sent.uploadId))).toBe(true);
    // Still open: nothing goes.
    expect(await removeExpiredUploads(t.db, t.storage)).toBe(0);
    expect(existsSync(stored('incoming', sent.uploadId))).toBe(true);

    await expireSlots(estate.estateId, 0.02);
    const [again] = (await announce(t.app, auth, estate.estateId, [{ name: 'nowe.jpg', size: 1000 }])).json();
    expect(await removeExpiredUploads(t.db, t.storage)).toBe(8);
    expect(existsSync(stored('incoming', sent.uploadId))).toBe(false);
    const left = await t.db.select().from(photoUploads).where(eq(photoUploads.estateId, estate.estateId));
    expect(left.map((slot) => slot.uploadId)).toEqual([again.uploadId]);
  });

  it('outlive their link by the time a body sent in time needs to land', async () => {
    const estate = await newHouse();
    const [target] = (await announce(t.app, auth, estate.estateId, [{ name: 'a.jpg', size: 1000 }])).json();
    const expires = Number(new URL(target.sasTokenUrl, 'http://x').searchParams.get('expires'));
    const [slot] = await t.db.select().from(photoUploads).where(eq(photoUploads.uploadId, target.uploadId));
    expect(slot!.expiresAt.getTime() - expires * 1000).toBeGreaterThanOrEqual(60_000);
  });

  it('refuses a 16000x16000 PNG from its header with a Polish message and stores nothing', async () => {
    const estate = await newHouse();
    const huge = fixturePhoto('white-16000x16000.png');
    const waiting = readdirSync(stored('incoming'));
    const response = await uploadPhoto(t.app, auth, estate.estateId, 'ogromne.png', huge, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Wystąpił błąd podczas wysyłania pliku: ogromne.png - maksymalna rozdzielczość zdjęcia to 50 megapikseli',
    );
    const owned = await t.app.inject({ url: `/api/estates/${estate.estateId}/photos/manage`, headers: auth });
    expect(owned.json()).toEqual([]);
    expect(readdirSync(stored('incoming'))).toEqual(waiting);
    expect(existsSync(stored('estates'))).toBe(false);
  });
});
