import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { estates, estateViews } from '../../db/schema.ts';
import { fixturePhoto, uploadPhoto } from '../photos/upload.fixture.ts';
import { housePayload } from './estate-payload.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof makeUser>>;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db);
  auth = await authHeader(t.secrets.jwtSecret, owner);
});
afterAll(() => t.close());

const readEstate = async (estateId: number) =>
  (await t.db.select().from(estates).where(eq(estates.estateId, estateId)))[0];
const call = (method: 'PUT' | 'DELETE', url: string, headers = auth) =>
  t.app.inject({ method, url, headers });

describe('activate', () => {
  it('needs a photo, then lists the ad at once', async () => {
    const estate = await makeEstate(t.db, owner.userId, { active: 0 });
    const refused = await call('PUT', `/api/estates/${estate.estateId}/activate`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(messages.photoRequired(1));
    await makePhoto(t.db, estate.estateId, 0);
    expect((await call('PUT', `/api/estates/${estate.estateId}/activate`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/estates/${estate.estateId}` })).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('is refused for a draft that never passed wizard step 3, which publishes it once', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/estates/dom',
      headers: auth,
      payload: housePayload(),
    });
    const { estateId } = saved.json();
    await makePhoto(t.db, estateId, 0);
    const refused = await call('PUT', `/api/estates/refresh/${estateId}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/nie zostało jeszcze opublikowane/);
    expect((await readEstate(estateId))!.active).toBe(0);
    expect((await t.app.inject({ url: `/api/estates/${estateId}` })).statusCode).toBe(404);

    expect((await call('PUT', `/api/estates/${estateId}/activate`)).statusCode).toBe(200);
    expect((await call('PUT', `/api/estates/refresh/${estateId}`)).statusCode).toBe(200);
  });
  it('is refused for an ad without photos', async () => {
    const estate = await makeEstate(t.db, owner.userId);
    const response = await call('PUT', `/api/estates/refresh/${estate.estateId}`);
    expect(response.statusCode).toBe(400);
  });

  it('gives an expired ad another six months and shows it again', async () => {
    const estate = await makeEstate(t.db, owner.userId, {
      active: 0,
      expiresAt: new Date(Date.now() - 86_400_000),
      deactivatedAt: new Date(),
    });
    await makePhoto(t.db, estate.estateId, 0);
    expect((await call('PUT', `/api/estates/refresh/${estate.estateId}`)).statusCode).toBe(200);
    const saved = await readEstate(estate.estateId);
    expect(saved).toMatchObject({ active: 1, deactivatedAt: null });
    expect(saved!.refreshedAt).not.toBeNull();
    expect(saved!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 150 * 86_400_000);
    expect((await t.app.inject({ url: `/api/estates/${estate.estateId}` })).statusCode).toBe(200);
  });

  it("answers 403 for another user's ad and leaves it as it was", async () => {
    const estate = await makeEstate(t.db, owner.userId, { active: 0 });
    await makePhoto(t.db, estate.estateId, 0);
    const stranger = await authHeader(t.secrets.jwtSecret, await makeUser(t.db));
    expect((await call('PUT', `/api/estates/refresh/${estate.estateId}`, stranger)).statusCode).toBe(403);
    expect((await call('PUT', `/api/estates/${estate.estateId}/activate`, stranger)).statusCode).toBe(403);
    expect((await readEstate(estate.estateId))!.active).toBe(0);
  });
});

describe('delete', () => {
  it('removes the ad and its photo files; others get 403, unknown ads 404', async () => {
    const estate = await makeEstate(t.db, owner.userId, { type: 'house' });
    const [photo] = (
      await uploadPhoto(t.app, auth, estate.estateId, 'a.jpg', fixturePhoto('house.jpg'))
    ).json();
    const file = join(t.config.DATA_DIR, 'storage', 'estates', photo.filename, '750x500.webp');
    expect(existsSync(file)).toBe(true);
    const stranger = await authHeader(t.secrets.jwtSecret, await makeUser(t.db));
    expect((await call('DELETE', `/api/estates/${estate.estateId}`, stranger)).statusCode).toBe(403);
    expect(existsSync(file)).toBe(true);
    expect((await call('DELETE', `/api/estates/${estate.estateId}`)).statusCode).toBe(200);
    expect(await readEstate(estate.estateId)).toBeUndefined();
    expect(existsSync(file)).toBe(false);
    expect((await call('DELETE', `/api/estates/${estate.estateId}`)).statusCode).toBe(404);
  });
});

describe('GET /api/estates/account/{userId}', () => {
  it("lists the owner's ads, active or draft, newest first, with summed views; others get 403", async () => {
    const user = await makeUser(t.db);
    const userAuth = await authHeader(t.secrets.jwtSecret, user);
    const older = await makeEstate(t.db, user.userId, { active: 1 });
    const newer = await makeEstate(t.db, user.userId, { active: 0, draft: true });
    await makePhoto(t.db, older.estateId, 0);
    await t.db.insert(estateViews).values([
      { estateId: older.estateId, day: '2025-01-01', pages: 3, phones: 1, messages: 2 },
      { estateId: older.estateId, day: '2025-01-02', pages: 4, phones: 0, messages: 1 },
    ]);
    const response = await t.app.inject({
      url: `/api/estates/account/${user.userId}?page=1`,
      headers: userAuth,
    });
    expect(response.statusCode).toBe(200);
    const { rows, count } = response.json();
    expect(count).toBe(2);
    expect(rows.map((row: { estateId: number }) => row.estateId)).toEqual([newer.estateId, older.estateId]);
    expect(rows[0]).toMatchObject({
      active: 0,
      draft: true,
      photosCount: 0,
      views: { pages: 0, phones: 0, messages: 0 },
    });
    expect(rows[1]).toMatchObject({
      active: 1,
      draft: false,
      photosCount: 1,
      views: { pages: 7, phones: 1, messages: 3 },
    });
    expect(rows[1].expirationDate).toBe(older.expiresAt.toISOString());
    const other = await t.app.inject({ url: `/api/estates/account/${user.userId}`, headers: auth });
    expect(other.statusCode).toBe(403);
  });
});
