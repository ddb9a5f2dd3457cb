import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { estates } from '../../db/schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const archived = (estateId: number) =>
  t.app.inject({ method: 'GET', url: `/api/estates/${estateId}/archived` });

describe('an ad that is no longer online', () => {
  it('tells what a withdrawn ad was, from its row, with current offers like it', async () => {
    const owner = await makeUser(t.db);
    const gone = await makeEstate(t.db, owner.userId, {
      type: 'house',
      rent: 1,
      district: 'Bronowice',
      price: 4200,
      area: 120,
      rooms: 5,
    });
    await t.db.update(estates).set({ active: 0 }).where(eq(estates.estateId, gone.estateId));
    const current = await makeEstate(t.db, owner.userId, { type: 'house', rent: 1 });
    await makeEstate(t.db, owner.userId, { type: 'house', rent: 0 });

    const response = await archived(gone.estateId);

    expect(response.statusCode).toBe(200);
    const { related, ...ad } = response.json();
    expect(ad).toEqual({
      estateId: gone.estateId,
      type: 'house',
      rent: 1,
      city: { cityId: gone.cityId, city: 'Kraków' },
      district: 'Bronowice',
      street: 'ul. Długa 1',
      area: 120,
      rooms: 5,
      price: 4200,
    });
    expect(related.map((card: { estateId: number }) => card.estateId)).toEqual([current.estateId]);
  });

  it('tells what a deleted ad was, from its history, at its last price', async () => {
    const owner = await makeUser(t.db);
    const gone = await makeEstate(t.db, owner.userId, {
      type: 'land',
      price: 90_000,
      area: 1000,
      rooms: null,
    });
    await t.db.update(estates).set({ price: 85_000 }).where(eq(estates.estateId, gone.estateId));
    await t.db.delete(estates).where(eq(estates.estateId, gone.estateId));

    const response = await archived(gone.estateId);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      estateId: gone.estateId,
      type: 'land',
      rent: 0,
      city: { city: 'Kraków' },
      area: 1000,
      rooms: null,
      price: 85_000,
    });
  });

  it('answers 404 for an ad still online, a draft never published and a number that never was an ad', async () => {
    const owner = await makeUser(t.db);
    const online = await makeEstate(t.db, owner.userId);
    const draft = await makeEstate(t.db, owner.userId, { active: 0, draft: true });
    for (const estateId of [online.estateId, draft.estateId, 999_999]) {
      const response = await archived(estateId);
      expect(response.statusCode, String(estateId)).toBe(404);
      expect(response.json()).toEqual({ error: 'Nie znaleziono ogłoszenia.' });
    }
  });
});
