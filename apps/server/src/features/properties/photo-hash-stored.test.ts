import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyCopy } from '../../../../../bench/photo-variants.ts';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import { authHeader } from '../../../test/users.ts';
import { estates, integrations, photos } from '../../db/schema.ts';
import { processPhoto, storePhotoVariants } from '../../infra/images/process-photo.ts';
import { photoKey } from '../../infra/storage/storage.ts';
import { importPackage } from '../imports/import-package.ts';
import { uploadPhoto } from '../photos/upload.fixture.ts';
import { fillPhotoHashes } from './fill-photo-hashes.ts';
import { hashDistance, perceptualHash, sameImageDistance } from './index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let userId: number;
let integrationId: number;
const folder = mkdtempSync(join(tmpdir(), 'photo-hash-'));
const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/photos/${name}`, import.meta.url));
// What a second agency publishes of coffee.jpg: smaller, recompressed, cropped a little, with its logo.
const agencysCoffee = () =>
  agencyCopy(fixture('cc0/coffee.jpg'), {
    scale: 0.7,
    quality: 70,
    crop: { fraction: 0.05, from: 'centre' },
    watermark: 'corner',
  });

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.db);
  userId = user.userId;
  auth = await authHeader(t.secrets.jwtSecret, user);
  const company = await makeUser(t.db, { company: true, companyName: 'Biuro Nieruchomości Kowalski' });
  const [row] = await t.db
    .insert(integrations)
    .values({ userId: company.userId, type: 'imo', ftpLogin: 'imo-kowalski', ftpPasswordEncrypted: 'x' })
    .returning();
  integrationId = row!.integrationId;
});
afterAll(() => t.close());

const hashesOf = async (estateId: number) =>
  (await t.db.select().from(photos).where(eq(photos.estateId, estateId)).orderBy(photos.sort)).map(
    (photo) => photo.perceptualHash,
  );

/** The hash of what storage serves as the photo's large variant. */
async function servedHash(filename: string) {
  const stream = await t.storage.read(photoKey('estates', filename, '1280x960'));
  return perceptualHash(await buffer(stream!));
}

describe('the hash of an uploaded photo', () => {
  it("is stored with the photo, near another agency's copy of it and far from a different photo", async () => {
    const upload = async (name: string, body: Buffer) => {
      const estate = await makeEstate(t.db, userId, { type: 'apartment', active: 0 });
      const response = await uploadPhoto(t.app, auth, estate.estateId, name, body);
      expect(response.statusCode).toBe(200);
      const [hash] = await hashesOf(estate.estateId);
      return { hash: hash!, filename: response.json()[0].filename as string };
    };
    const original = await upload('kawa.jpg', fixture('cc0/coffee.jpg'));
    const copy = await upload('kawa-agencja.jpg', await agencysCoffee());
    const other = await upload('rakieta.jpg', fixture('cc0/rocket.jpg'));

    expect(original.hash).toBe(await servedHash(original.filename));
    expect(hashDistance(original.hash, copy.hash)).toBeLessThanOrEqual(sameImageDistance);
    expect(hashDistance(original.hash, other.hash)).toBeGreaterThan(sameImageDistance);
  });
});

describe('the hash of an imported photo', () => {
  const deliver = async (price: number, files: Record<string, Buffer>) => {
    const path = join(folder, `oferty-${price}.zip`);
    const entries = Object.entries(files).map(([name, content]) => ({ name, content }));
    const offers = [{ id: 'K-1', price, photos: ['kawa.jpg', 'rakieta.jpg'] }];
    writeFileSync(path, buildZip([{ name: 'oferty.xml', content: ofertyNetXml({ offers }) }, ...entries]));
    return importPackage(t, integrationId, path);
  };
  const importedAd = async () =>
    (
      await t.db
        .select()
        .from(estates)
        .where(and(eq(estates.integrationId, integrationId), eq(estates.externalId, 'K-1')))
    )[0]!;

  it('is stored with each new photo and kept with a photo that comes again unchanged', async () => {
    const files = { 'kawa.jpg': await agencysCoffee(), 'rakieta.jpg': fixture('cc0/rocket.jpg') };
    expect(await deliver(500_000, files)).toMatchObject({ status: 'done', added: 1 });
    const { estateId } = await importedAd();
    const [coffee, rocket] = await hashesOf(estateId);
    expect(hashDistance(coffee!, await perceptualHash(fixture('cc0/coffee.jpg')))).toBeLessThanOrEqual(
      sameImageDistance,
    );
    expect(hashDistance(rocket!, await perceptualHash(fixture('cc0/rocket.jpg')))).toBeLessThanOrEqual(
      sameImageDistance,
    );

    const before = await t.db.select().from(photos).where(eq(photos.estateId, estateId)).orderBy(photos.sort);
    expect(await deliver(480_000, files)).toMatchObject({ status: 'done', updated: 1 });
    const after = await t.db.select().from(photos).where(eq(photos.estateId, estateId)).orderBy(photos.sort);
    expect(after.map((photo) => [photo.photoId, photo.perceptualHash])).toEqual(
      before.map((photo) => [photo.photoId, photo.perceptualHash]),
    );
  });
});

describe('fillPhotoHashes', () => {
  it('hashes the photos stored without a hash from their large variant and leaves the others', async () => {
    const estate = await makeEstate(t.db, userId, { active: 0 });
    const { variants } = await processPhoto(fixture('cc0/chelsea.jpg'));
    const shared = await makePhoto(t.db, estate.estateId, 0);
    await storePhotoVariants(t.storage, 'estates', shared.filename, variants);
    // A second ad pointing at the same file, as demo ads share their pool.
    const twin = await makePhoto(t.db, estate.estateId, 1);
    await t.db.update(photos).set({ filename: shared.filename }).where(eq(photos.photoId, twin.photoId));
    const hashed = await makePhoto(t.db, estate.estateId, 2);
    await t.db.update(photos).set({ perceptualHash: 5n }).where(eq(photos.photoId, hashed.photoId));
    const missing = await makePhoto(t.db, estate.estateId, 3);
    const ids = [shared.photoId, twin.photoId, hashed.photoId, missing.photoId];
    const stored = async () =>
      (await t.db.select().from(photos).where(inArray(photos.photoId, ids)).orderBy(photos.sort)).map(
        (photo) => photo.perceptualHash,
      );

    const first = await fillPhotoHashes(t.db, t.storage, { batchSize: 2 });
    const chelsea = await servedHash(shared.filename);
    expect(await stored()).toEqual([chelsea, chelsea, 5n, null]);
    expect(first).toMatchObject({ unreadable: 1 });

    expect(await fillPhotoHashes(t.db, t.storage)).toEqual({ hashed: 0, unreadable: 1 });
    expect(await stored()).toEqual([chelsea, chelsea, 5n, null]);
  });
});
