import { and, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeEstate, makeUser } from '../../test/factories.ts';
import { authHeader } from '../../test/users.ts';
import { estates } from '../db/schema.ts';

describe('the public lists cache and writes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: { userId: number };
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_LIST_CACHE_SECONDS: '60' });
    owner = await makeUser(t.db);
    await makeEstate(t.db, owner.userId);
  });
  afterAll(() => t.close());

  const listed = async () => (await t.app.inject('/api/estates/mieszkania/sprzedaz')).json().count as number;
  const inDatabase = async () => {
    const [row] = await t.db
      .select({ count: count() })
      .from(estates)
      .where(and(eq(estates.active, 1), eq(estates.type, 'apartment'), gt(estates.expiresAt, sql`now()`)));
    return row?.count;
  };

  it('keeps answering a list from memory while nothing is written through the API', async () => {
    const before = await listed();
    const added = await makeEstate(t.db, owner.userId);
    expect(await listed()).toBe(before);

    const view = await t.app.inject({
      method: 'POST',
      url: '/api/views',
      payload: { estateId: added.estateId, type: 'page' },
    });
    expect(view.statusCode, view.body).toBeLessThan(400);
    expect(await listed()).toBe(before);
  });

  it('reads the lists again after a write that may change an ad', async () => {
    const before = await listed();
    const gone = await makeEstate(t.db, owner.userId);
    await makeEstate(t.db, owner.userId);
    await makeEstate(t.db, owner.userId);
    expect(await listed()).toBe(before);

    const admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/site/remove-ad/${gone.estateId}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    const after = await listed();
    expect(after).not.toBe(before);
    expect(after).toBe(await inDatabase());
  });

  it('keeps the lists after a refused write', async () => {
    const before = await listed();
    await makeEstate(t.db, owner.userId);
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/site/remove-ad/1' });
    expect(refused.statusCode).toBe(401);
    expect(await listed()).toBe(before);
  });
});
