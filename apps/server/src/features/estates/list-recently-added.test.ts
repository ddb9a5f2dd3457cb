import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';

describe('GET /api/estates/recently-added', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the four newest public ads with their main photo, and never inactive or expired ones', async () => {
    const owner = await makeUser(t.db);
    const listed = [];
    for (let i = 0; i < 5; i++) listed.push(await makeEstate(t.db, owner.userId));
    await makePhoto(t.db, listed[4]!.estateId, 1);
    const main = await makePhoto(t.db, listed[4]!.estateId, 0);
    await makeEstate(t.db, owner.userId, { active: 0 });
    await makeEstate(t.db, owner.userId, { expiresAt: sql`now() - interval '1 day'` });

    const res = await t.app.inject('/api/estates/recently-added');

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows.map((r: { estateId: number }) => r.estateId)).toEqual(
      listed
        .slice(1)
        .map((e) => e.estateId)
        .reverse(),
    );
    expect(body.rows[0]).toMatchObject({
      city: { cityId: 950463, city: 'Kraków' },
      photo: { container: 'estates', filename: main.filename },
    });
    expect(body.rows[1].photo).toBeNull();
  });
});
