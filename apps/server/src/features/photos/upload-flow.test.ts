import { messages } from '@portal/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { announce, complete, fixturePhoto, putFile, uploadPhoto } from './upload.fixture.ts';

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

describe('photo upload flow on the local store', () => {
  it('stores a JPEG as WebP variants without its GPS position and lists it for the owner', async () => {
    const estate = await newHouse();
    const original = fixturePhoto('house-gps.jpg');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await uploadPhoto(t.app, auth, estate.estateId, 'dom.jpg', original);
    expect(response.statusCode).toBe(200);
    const [photo] = response.json();
    expect(photo).toMatchObject({ container: 'estates', name: 'dom.jpg', sort: 0 });
    for (const size of ['360x270', '750x500', '1280x960']) {
      const served = await t.app.inject({ url: `/estates/dom/${photo.filename}/${size}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.format).toBe('webp');
    }
    const owned = await t.app.inject({ url: `/api/estates/${estate.estateId}/photos/manage`, headers: auth });
    expect(owned.json()).toHaveLength(1);
  });

  it('converts a HEIC photo announced with an empty type, and numbers photos in upload order', async () => {
    const estate = await newHouse();
    await uploadPhoto(t.app, auth, estate.estateId, 'pierwsze.png', fixturePhoto('house.png'), 'image/png');
    const response = await uploadPhoto(
      t.app,
      auth,
      estate.estateId,
      'IMG_0001.HEIC',
      fixturePhoto('house.heic'),
      '',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().map((photo: { name: string; sort: number }) => [photo.name, photo.sort])).toEqual([
      ['pierwsze.png', 0],
      ['IMG_0001.HEIC', 1],
    ]);
    const heic = response.json()[1];
    const served = await t.app.inject({ url: `/estates/dom/${heic.filename}/750x500` });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(750);
  });

  it('refuses other content under a .jpg name when the upload is completed', async () => {
    const estate = await newHouse();
    const text = Buffer.from('to nie jest zdjęcie, tylko tekst udający plik JPG');
    const response = await uploadPhoto(t.app, auth, estate.estateId, 'oszustwo.jpg', text);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Wystąpił błąd podczas wysyłania pliku: oszustwo.jpg - format pliku inny niż: JPG, JPEG, PNG, HEIC',
    );
    const owned = await t.app.inject({ url: `/api/estates/${estate.estateId}/photos/manage`, headers: auth });
    expect(owned.json()).toEqual([]);
  });

  it('refuses a 9 MB file, a wrong extension and a ninth photo with the spec texts', async () => {
    const estate = await newHouse();
    const big = await announce(t.app, auth, estate.estateId, [{ name: 'duze.jpg', size: 9 * 1024 * 1024 }]);
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe(messages.photoSize('duze.jpg'));
    const gif = await announce(t.app, auth, estate.estateId, [
      { name: 'anim.gif', size: 100, type: 'image/gif' },
    ]);
    expect(gif.json().error).toBe(messages.photoFormat('anim.gif'));
    for (let sort = 0; sort < 8; sort++) await makePhoto(t.db, estate.estateId, sort);
    const ninth = await announce(t.app, auth, estate.estateId, [{ name: 'dziewiate.jpg', size: 1000 }]);
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json().error).toBe('Liczba dodanych zdjęć przekroczyła liczbę 8 dozwolonych zdjęć');
  });

  it('refuses a body that differs from the announced size or type', async () => {
    const estate = await newHouse();
    const body = fixturePhoto('house.jpg');
    const [target] = (
      await announce(t.app, auth, estate.estateId, [{ name: 'a.jpg', size: body.length - 1 }])
    ).json();
    expect((await putFile(t.app, target, body)).statusCode).toBe(400);
    const [second] = (
      await announce(t.app, auth, estate.estateId, [{ name: 'b.jpg', size: body.length }])
    ).json();
    expect((await putFile(t.app, second, body, 'text/plain')).statusCode).toBe(400);
    expect((await complete(t.app, auth, estate.estateId, second.uploadId)).statusCode).toBe(400);
  });

  it("answers 403 on another user's ad and adds nothing", async () => {
    const estate = await newHouse();
    const stranger = await authHeader(t.secrets.jwtSecret, await makeUser(t.db));
    const response = await announce(t.app, stranger, estate.estateId, [{ name: 'a.jpg', size: 1000 }]);
    expect(response.statusCode).toBe(403);
    expect((await announce(t.app, auth, 99999999, [{ name: 'a.jpg', size: 1000 }])).statusCode).toBe(404);
  });
});
