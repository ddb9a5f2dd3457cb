import { Limits } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillEstates } from '../../../scripts/explain-fill.ts';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { pagedOrder } from './seed-estates.fixture.ts';

describe('deep pages of a category, newest first', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const url = (page: number, order = 'DESC') =>
    `/api/estates/mieszkania/sprzedaz?page=${page}&sortBy=estateId&sortOrder=${order}`;
  const pageIds = async (page: number, order = 'DESC') => {
    const res = await t.app.inject(url(page, order));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { rows: { estateId: number }[] }).rows.map((row) => row.estateId);
  };
  // The whole list in its order, page after page.
  const listOrder = async (order = 'DESC') => {
    const ids = async (promoted: number) => {
      const result = await t.db.execute<{ estate_id: number }>(sql`
        select estate_id from estates where active = 1 and expires_at > now() and type = 'apartment' and rent = 0
          and promoted = ${promoted}
        order by estate_id ${sql.raw(order)}`);
      return result.rows.map((row) => row.estate_id);
    };
    return pagedOrder(await ids(1), await ids(0));
  };
  const slice = (ids: number[], page: number) =>
    ids.slice((page - 1) * Limits.pageSize, page * Limits.pageSize);

  beforeAll(async () => {
    t = await createTestApp();
    await fillEstates(t.db, 2000);
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('keeps where page 12 started for a minute and starts page 13 right after it, while page 2 shifts', async () => {
    const before = await listOrder();
    expect(before.length).toBeGreaterThan(13 * Limits.pageSize);
    const page12 = await pageIds(12);
    expect(page12).toEqual(slice(before, 12));

    // A new ad leads the ads that are not promoted: every offset moves by one.
    const owner = await makeUser(t.db);
    await makeEstate(t.db, owner.userId, { type: 'apartment', rent: 0, promoted: 0 });
    const after = await listOrder();
    expect(await pageIds(2)).toEqual(slice(after, 2));
    expect(slice(after, 2)).not.toEqual(slice(before, 2));

    expect(await pageIds(12)).toEqual(page12);
    expect(await pageIds(13)).toEqual(slice(before, 13));

    // Read again half a minute later, the anchor does not live longer: a minute after its walk page 12 is found by
    // its offset again.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 30_000);
    expect(await pageIds(12)).toEqual(page12);
    clock.mockReturnValue(now + 61_000);
    expect(await pageIds(12)).toEqual(slice(after, 12));
  });

  it('finds the first ten pages and the oldest first order by their offset, always exactly', async () => {
    const owner = await makeUser(t.db);
    await pageIds(10);
    await pageIds(12, 'ASC');
    // A new promoted ad moves the ads after it by one, whichever the order of ids.
    await makeEstate(t.db, owner.userId, { type: 'apartment', rent: 0, promoted: 1 });
    expect(await pageIds(10)).toEqual(slice(await listOrder(), 10));
    expect(await pageIds(12, 'ASC')).toEqual(slice(await listOrder('ASC'), 12));
  });
});
