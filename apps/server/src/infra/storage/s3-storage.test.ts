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

  it('removes from the bucket an upload never completed once its slot has expired', async () => {
    const estate = await makeEstate(t.db, userId, { type: 'house' });
    const uploadId = await putToBucket(estate.estateId, 'porzucone.jpg', fixturePhoto('house.jpg'));
    await t.db
      .update(photoUploads)
      .set({ expiresAt: new Date(Date.now() - 3600_000) })
      .where(eq(photoUploads.uploadId, uploadId));
    expect(await removeExpiredUploads(t.db, t.storage)).toBe(1);
    expect(await t.storage.read(`incoming/${uploadId}`)).toBeNull();
  });
});
