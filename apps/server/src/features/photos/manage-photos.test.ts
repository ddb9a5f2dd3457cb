import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { fixturePhoto, uploadPhoto } from './upload.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let estateId: number;
let photos: { photoId: number; name: string; filename: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.db);
  auth = await authHeader(t.secrets.jwtSecret, user);
  estateId = (await makeEstate(t.db, user.userId, { type: 'house' })).estateId;
  for (const name of ['a.jpg', 'b.jpg', 'c.jpg'])
    photos = (await uploadPhoto(t.app, auth, estateId, name, fixturePhoto('small-400x300.jpg'))).json();
});
afterAll(() => t.close());

const storedFile = (filename: string) =>
  join(t.config.DATA_DIR, 'storage', 'estates', filename, '360x270.webp');

describe('photo order and removal', () => {
  it('saves a new order; the first photo becomes the main photo of the public ad', async () => {
    const [a, b, c] = photos;
    const order = [
      { photoId: c!.photoId, sort: 0 },
      { photoId: a!.photoId, sort: 1 },
      { photoId: b!.photoId, sort: 2 },
    ];
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/estates/${estateId}/photos/sort`,
      headers: auth,
      payload: order,
    });
    expect(response.json().map((photo: { name: string }) => photo.name)).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    const detail = await t.app.inject({ url: `/api/estates/${estateId}` });
    expect(detail.json().photos[0].name).toBe('c.jpg');
    const recent = await t.app.inject({ url: '/api/estates/recently-added' });
    const card = recent.json().rows.find((row: { estateId: number }) => row.estateId === estateId);
    expect(card.photo.filename).toBe(c!.filename);
  });

  it("refuses another ad's photo in the order, and another user", async () => {
    const stranger = await authHeader(t.secrets.jwtSecret, await makeUser(t.db));
    const payload = [{ photoId: photos[0]!.photoId, sort: 0 }];
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/estates/${estateId}/photos/sort`,
      headers: stranger,
      payload,
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/estates/${estateId}/photos/sort`,
      headers: auth,
      payload: [{ photoId: 99999999, sort: 0 }],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('deletes a photo with its files and answers the rest', async () => {
    const removed = photos[1]!;
    expect(existsSync(storedFile(removed.filename))).toBe(true);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/estates/${estateId}/photos/${removed.photoId}`,
      headers: auth,
    });
    expect(response.json().map((photo: { name: string }) => photo.name)).toEqual(['c.jpg', 'a.jpg']);
    expect(existsSync(storedFile(removed.filename))).toBe(false);
    const served = await t.app.inject({ url: `/estates/dom/${removed.filename}/360x270` });
    expect(served.statusCode).toBe(404);
  });
});
