import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow, makeEstate, makeUser, warszawa } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { estates } from '../../db/schema.ts';
import { housePayload } from './estate-payload.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof makeUser>>;
let ownerAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db);
  ownerAuth = await authHeader(t.secrets.jwtSecret, owner);
});
afterAll(() => t.close());

// Saving is the act under test in every case: only the URL, the payload and the caller vary.
const save = (url: string, payload: object, headers = ownerAuth) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const readEstate = async (estateId: number) =>
  (await t.db.select().from(estates).where(eq(estates.estateId, estateId)))[0]!;

describe('POST /api/estates/{type}', () => {
  it('creates an inactive house for six months at the city point and answers its id', async () => {
    const response = await save('/api/estates/dom', housePayload());
    expect(response.statusCode).toBe(200);
    const { estateId } = response.json();
    const saved = await readEstate(estateId);
    expect(saved).toMatchObject({
      userId: owner.userId,
      type: 'house',
      active: 0,
      cityId: krakow.cityId,
      landArea: 800,
      gas: 1,
      matchGeo: 0,
    });
    expect(saved.latitude).toBeCloseTo(50.06, 1);
    const months = (saved.expiresAt.getTime() - Date.now()) / (30.4 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);
    const publicView = await t.app.inject({ url: `/api/estates/${estateId}` });
    expect(publicView.statusCode).toBe(404);
  });

  it('answers the spec messages for a broken form', async () => {
    const payload = housePayload({ title: 'ab', price: '12a', description: 'krótki' });
    const response = await save('/api/estates/dom', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      'estate.title': messages.min(3),
      'estate.price': messages.digits,
      'estate.description': messages.min(60),
    });
  });

  it('drops fields the type does not have and refuses a category of another type', async () => {
    const land = await save('/api/estates/dzialka', housePayload({}, { category: 8, rooms: 5, access: 3 }));
    expect(land.statusCode).toBe(200);
    expect(await readEstate(land.json().estateId)).toMatchObject({
      type: 'land',
      category: 8,
      rooms: null,
      access: 3,
    });
    const wrongCategory = await save('/api/estates/lokal', housePayload({}, { category: 9 }));
    expect(wrongCategory.statusCode).toBe(400);
  });

  it('refuses a city outside the chosen province', async () => {
    const payload = housePayload({ city: { cityId: warszawa.cityId } });
    const response = await save('/api/estates/dom', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/województwa/);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/estates/dom', payload: housePayload() });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/estates/{type}/{id}', () => {
  it('saves the edit, moves modifiedAt and extends the lifetime', async () => {
    const estate = await makeEstate(t.db, owner.userId, {
      type: 'house',
      expiresAt: new Date(Date.now() + 86_400_000),
      modifiedAt: new Date('2024-01-01'),
    });
    const payload = housePayload({
      price: 750000,
      city: { cityId: warszawa.cityId },
      province: { provinceId: warszawa.provinceId },
    });
    const response = await save(`/api/estates/dom/${estate.estateId}`, payload);
    expect(response.json()).toEqual({ estateId: estate.estateId });
    const saved = await readEstate(estate.estateId);
    expect(saved).toMatchObject({
      price: 750000,
      cityId: warszawa.cityId,
      provinceId: warszawa.provinceId,
      createdAt: estate.createdAt,
    });
    expect(saved.modifiedAt.getTime()).toBeGreaterThan(estate.modifiedAt.getTime());
    expect(saved.expiresAt.getTime()).toBeGreaterThan(Date.now() + 150 * 86_400_000);
  });

  it("answers 403 for another user's ad and changes nothing; an admin may edit it", async () => {
    const estate = await makeEstate(t.db, owner.userId, { type: 'house' });
    const stranger = await makeUser(t.db);
    const payload = housePayload({ price: 1 });
    const refused = await save(
      `/api/estates/dom/${estate.estateId}`,
      payload,
      await authHeader(t.secrets.jwtSecret, stranger),
    );
    expect(refused.statusCode).toBe(403);
    expect((await readEstate(estate.estateId)).price).toBe(estate.price);
    const admin = await makeUser(t.db, { admin: true });
    const allowed = await save(
      `/api/estates/dom/${estate.estateId}`,
      payload,
      await authHeader(t.secrets.jwtSecret, admin),
    );
    expect(allowed.statusCode).toBe(200);
    expect((await readEstate(estate.estateId)).price).toBe(1);
  });

  it('answers 404 for an unknown ad', async () => {
    const response = await save('/api/estates/dom/99999999', housePayload());
    expect(response.statusCode).toBe(404);
  });
});
