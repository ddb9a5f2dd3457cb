import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { photoUploads } from '../../db/schema.ts';
import { removeExpiredUploads } from '../../features/photos/remove-expired-uploads.ts';
import { removeOrphanFiles } from '../../features/photos/remove-orphan-files.ts';
import { announce, complete, fixturePhoto } from '../../features/photos/upload.fixture.ts';

let server: S3rver;
let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let userId: number;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    resetOnClose: true,
    configureBuckets: [{ name: 'photos' }],
  });
  const { port } = await server.run();
  t = await createTestApp({
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'photos',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const user = await makeUser(t.db);
  userId = user.userId;
  auth = await authHeader(t.secrets.jwtSecret, user);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

/** Announces the file and PUTs it straight into the bucket; answers its upload id. */
async function putToBucket(estateId: number, name: string, body: Buffer, type = 'image/jpeg') {
  const [target] = (await announce(t.app, auth, estateId, [{ name, size: body.length, type }])).json();
  expect(target.sasTokenUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/photos\/incoming\/.+X-Amz-Signature=/);
  const put = await fetch(target.sasTokenUrl, {
    method: 'PUT',
    headers: { 'content-type': target.contentType },
    body: new Uint8Array(body),
  });
  expect(put.status).toBe(200);
  expect(await t.storage.read(`incoming/${target.uploadId}`)).not.toBeNull();
  return target.uploadId as string;
}

async function sendToBucket(estateId: number, name: string, body: Buffer, type = 'image/jpeg') {
  const uploadId = await putToBucket(estateId, name, body, type);
  return { uploadId, response: await complete(t.app, auth, estateId, uploadId) };
}

describe('the S3-compatible store', () => {
  it('takes a presigned upload, serves the processed photo through the server and removes it with the ad', async () => {
    const estate = await makeEstate(t.db, userId, { type: 'house' });
    const { response, uploadId } = await sendToBucket(
      estate.estateId,
      'IMG_1.heic',
      fixturePhoto('house.heic'),
      '',
    );
    expect(response.statusCode).toBe(200);
    const [photo] = response.json();
    const url = `/estates/dom/${photo.filename}/360x270`;
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 360,
      height: 270,
    });
    // The original waiting under incoming/ is gone once processed.
    expect(await t.storage.read(`incoming/${uploadId}`)).toBeNull();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/estates/${estate.estateId}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('judges the bucket upload by its content', async () => {
    const estate = await makeEstate(t.db, userId, { type: 'house' });
    const { response } = await sendToBucket(
      estate.estateId,
      'tekst.jpg',
      Buffer.from('zwykły tekst, nie zdjęcie'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/tekst\.jpg - format pliku inny niż/);
  });

  it('removes from the bucket an upload never completed as soon as its slot has expired', async () => {
    const estate = await makeEstate(t.db, userId, { type: 'house' });
    const uploadId = await putToBucket(estate.estateId, 'porzucone.jpg', fixturePhoto('house.jpg'));
    await t.db
      .update(photoUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(photoUploads.uploadId, uploadId));
    expect(await removeExpiredUploads(t.db, t.storage)).toBe(1);
    expect(await t.storage.read(`incoming/${uploadId}`)).toBeNull();
  });

  it('sweeps photo folders and waiting files that belong to no row, once past the grace period', async () => {
    const estate = await makeEstate(t.db, userId, { type: 'house' });
    const { response } = await sendToBucket(estate.estateId, 'a.jpg', fixturePhoto('house.jpg'));
    const [photo] = response.json();
    const orphans = [
      'estates/0-sierota/360x270.webp',
      'estates/0-sierota/1280x960.webp',
      'incoming/0-spozniony',
    ];
    for (const key of orphans) await t.storage.write(key, Buffer.from('RIFF'), 'image/webp');

    expect(await removeOrphanFiles(t.db, t.storage)).toBe(0);
    // The bucket keeps the objects' own times (s3rver refuses a faked clock): no grace instead of a later hour.
    expect(await removeOrphanFiles(t.db, t.storage, { graceHours: 0, batchSize: 1 })).toBe(2);
    for (const key of orphans) expect(await t.storage.read(key)).toBeNull();
    expect(await t.storage.read(`estates/${photo.filename}/360x270.webp`)).not.toBeNull();
  });
});
