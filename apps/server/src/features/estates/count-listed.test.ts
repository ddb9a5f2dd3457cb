import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { countListed, estimateTtlMs } from './count-listed.ts';
import { categoryFilter } from './list-category.ts';

const apartments = categoryFilter({ type: 'apartment', rent: 0 });

describe('the total of a list', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const owner = await makeUser(db);
    for (let i = 0; i < 5; i++) await makeEstate(db, owner.userId);
    await makeEstate(db, owner.userId, { active: 0 });
    await makeEstate(db, owner.userId, { expiresAt: new Date(Date.now() - 60_000) });
    await makeEstate(db, owner.userId, { type: 'house' });
    await database.db.execute(sql`analyze estates`);
  });
  afterAll(() => database.close());

  it('counts a list up to the limit exactly, leaving out inactive and expired ads', async () => {
    expect(await countListed(database.db, 'apartments', () => apartments, 10)).toBe(5);
    expect(await countListed(database.db, 'apartments', () => apartments, 5)).toBe(5);
  });

  it('answers more than the limit for a longer list, without a count of every row', async () => {
    const planned = await database.db.execute<Record<string, unknown>>(
      sql`explain (format json) select 1 from estates where active = 1 and expires_at > now()
        and type = 'apartment' and rent = 0`,
    );
    const cell = Object.values(planned.rows[0] ?? {})[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
    const estimate = plan[0]?.Plan['Plan Rows'] ?? 0;

    const count = await countListed(database.db, 'apartments', () => apartments, 2);
    expect(count).toBeGreaterThan(2);
    expect(count).toBe(Math.max(Math.round(estimate), 3));
  });

  it('reuses the estimate of a long list for a minute, then plans again', async () => {
    const { db } = database;
    const houses = categoryFilter({ type: 'house', rent: 0 });
    const owner = await makeUser(db);
    for (let i = 0; i < 3; i++) await makeEstate(db, owner.userId, { type: 'house' });
    await db.execute(sql`analyze estates`);
    const before = await countListed(db, 'houses', () => houses, 2);

    for (let i = 0; i < 6; i++) await makeEstate(db, owner.userId, { type: 'house' });
    await db.execute(sql`analyze estates`);
    expect(await countListed(db, 'houses', () => houses, 2)).toBe(before);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + estimateTtlMs + 1);
    try {
      expect(await countListed(db, 'houses', () => houses, 2)).toBeGreaterThan(before);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
