import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser, warszawa } from '../../../test/factories.ts';

const expired = { expiresAt: sql`now() - interval '1 minute'` };

describe('one ad: detail, photos and related ads', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers every field of the ad with its photos in order and the owner contact', async () => {
    const owner = await makeUser(t.db, { phone: '+48 601 222 333', email: 'wlasciciel@example.com' });
    const ad = await makeEstate(t.db, owner.userId, { type: 'house', landArea: 800, internet: 1, gas: 0 });
    const second = await makePhoto(t.db, ad.estateId, 1);
    const main = await makePhoto(t.db, ad.estateId, 0);

    const res = await t.app.inject(`/api/estates/${ad.estateId}`);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      estateId: ad.estateId,
      type: 'house',
      title: ad.title,
      landArea: 800,
      internet: 1,
      gas: 0,
      power: null,
      city: { cityId: 950463, city: 'Kraków' },
      province: { provinceId: 12 },
      active: 1,
      user: { userId: owner.userId, phone: '+48 601 222 333', email: 'wlasciciel@example.com' },
      photos: [{ photoId: main.photoId }, { photoId: second.photoId }],
    });
    const photos = await t.app.inject(`/api/estates/${ad.estateId}/photos`);
    expect(photos.json().map((p: { filename: string }) => p.filename)).toEqual([
      main.filename,
      second.filename,
    ]);
  });

  it('answers 404 with an error for a missing, inactive or expired ad and its photos', async () => {
    const owner = await makeUser(t.db);
    const inactive = await makeEstate(t.db, owner.userId, { active: 0 });
    const old = await makeEstate(t.db, owner.userId, expired);
    for (const id of [999999, inactive.estateId, old.estateId]) {
      for (const url of [`/api/estates/${id}`, `/api/estates/${id}/photos`, `/api/estates/${id}/related`]) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ error: expect.any(String) });
      }
    }
  });

  it('relates the nearest four listed ads of the same type and rent, never the ad itself', async () => {
    const owner = await makeUser(t.db);
    const at = (lat: number, overrides = {}) =>
      makeEstate(t.db, owner.userId, { type: 'land', rent: 1, latitude: lat, longitude: 19.9, ...overrides });
    const ad = await at(50.0);
    const far = await at(50.5);
    const nearest = await at(50.01);
    const third = await at(50.2);
    const second = await at(50.1);
    await at(50.001, { active: 0 });
    await at(50.002, expired);
    await at(50.003, { rent: 0 });
    await at(50.004, { type: 'house' });
    // Without its own point an ad counts at its city's point (Warszawa, far away).
    const withoutPoint = await makeEstate(t.db, owner.userId, { type: 'land', rent: 1, ...warszawa });

    const res = await t.app.inject(`/api/estates/${ad.estateId}/related`);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows.map((row: { estateId: number }) => row.estateId)).toEqual([
      nearest.estateId,
      second.estateId,
      third.estateId,
      far.estateId,
    ]);
    const fromWarsaw = await t.app.inject(`/api/estates/${withoutPoint.estateId}/related`);
    expect(fromWarsaw.json().rows[0].estateId).toBe(far.estateId);
  });
});
