import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { photoUploads } from '../../db/schema.ts';
import { announce, complete, fixturePhoto, putFile } from './upload.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let estateId: number;
const body = fixturePhoto('house.jpg');

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.db);
  auth = await authHeader(t.secrets.jwtSecret, user);
  estateId = (await makeEstate(t.db, user.userId, { type: 'house' })).estateId;
});
afterAll(() => t.close());

async function target() {
  const [announced] = (
    await announce(t.app, auth, estateId, [{ name: 'dom.jpg', size: body.length }])
  ).json();
  return announced as { name: string; sasTokenUrl: string; uploadId: string; contentType: string };
}

describe('signed upload links of the local store', () => {
  it('refuse a forged signature and a moved expiry', async () => {
    const slot = await target();
    const forged = slot.sasTokenUrl.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await putFile(t.app, { ...slot, sasTokenUrl: forged }, body)).statusCode).toBe(403);
    const later = slot.sasTokenUrl.replace(
      /expires=(\d+)/,
      (_, expires) => `expires=${Number(expires) + 3600}`,
    );
    expect((await putFile(t.app, { ...slot, sasTokenUrl: later }, body)).statusCode).toBe(403);
    // The slot was not used up by the refused attempts.
    expect((await putFile(t.app, slot, body)).statusCode).toBe(200);
  });

  it('refuse an expired link', async () => {
    const slot = await target();
    await t.db
      .update(photoUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(photoUploads.uploadId, slot.uploadId));
    const response = await putFile(t.app, slot, body);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/wygasł/);
  });

  it('work once, and one completion makes one photo', async () => {
    const slot = await target();
    expect((await putFile(t.app, slot, body)).statusCode).toBe(200);
    expect((await putFile(t.app, slot, body)).statusCode).toBe(403);
    const [first, second] = await Promise.all([
      complete(t.app, auth, estateId, slot.uploadId),
      complete(t.app, auth, estateId, slot.uploadId),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const photos = await t.app.inject({ url: `/api/estates/${estateId}/photos/manage`, headers: auth });
    expect(photos.json()).toHaveLength(1);
  });

  it('cannot be completed before the file was sent, nor by another user', async () => {
    const slot = await target();
    expect((await complete(t.app, auth, estateId, slot.uploadId)).statusCode).toBe(400);
    const stranger = await authHeader(t.secrets.jwtSecret, await makeUser(t.db));
    expect((await complete(t.app, stranger, estateId, slot.uploadId)).statusCode).toBe(403);
  });
});
