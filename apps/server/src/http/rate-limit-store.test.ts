import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { databaseRateLimitStore, removeEndedRateLimits } from './rate-limit-store.ts';

type Store = InstanceType<ReturnType<typeof databaseRateLimitStore>>;
const minute = 60_000;

const hit = (store: Store, key: string, windowMs = minute) =>
  new Promise<{ current: number; ttl: number }>((done, fail) =>
    store.incr(key, (error, hits) => (error || !hits ? fail(error) : done(hits)), windowMs),
  );
const read = (store: Store, key: string) =>
  new Promise<{ current: number; ttl: number }>((done, fail) =>
    store.read(key, (error, hits) => (error || !hits ? fail(error) : done(hits))),
  );

describe('the rate-limit counters in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('count the hits of every instance together, apart for each limit', async () => {
    const Store = databaseRateLimitStore(database.db);
    const loginOnA = new Store().child({ groupId: 'login-ip' });
    const loginOnB = new Store().child({ groupId: 'login-ip' });
    const registerOnB = new Store().child({ groupId: 'register-ip' });
    expect((await hit(loginOnA, '203.0.113.5')).current).toBe(1);
    expect((await hit(loginOnB, '203.0.113.5')).current).toBe(2);
    const third = await hit(loginOnA, '203.0.113.5');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(minute - 5000);
    expect(third.ttl).toBeLessThanOrEqual(minute);
    expect((await hit(registerOnB, '203.0.113.5')).current).toBe(1);
    expect((await read(loginOnB, '203.0.113.5')).current).toBe(3);
    expect((await read(loginOnB, '198.51.100.7')).current).toBe(0);
  });

  it('start again once the window has ended, and the ended counters are removed', async () => {
    const store = new (databaseRateLimitStore(database.db))().child({ groupId: 'contact-ip' });
    await hit(store, '192.0.2.9');
    await hit(store, '192.0.2.9');
    await database.db
      .update(rateLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = 'contact-ip:192.0.2.9'`);
    expect((await read(store, '192.0.2.9')).current).toBe(0);
    expect(await removeEndedRateLimits(database.db)).toBe(1);
    expect((await hit(store, '192.0.2.9')).current).toBe(1);
  });
});
