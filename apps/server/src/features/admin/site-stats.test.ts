import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: admin })).json();

describe('site statistics', () => {
  it('counts listed ads and activated accounts only', async () => {
    const ads = (await get('/api/site/stats/ads/total')).activeAdsCount;
    const people = (await get('/api/site/stats/users/total')).activeUsersCount;
    const owner = await makeUser(t.db);
    await makeUser(t.db, { active: false });
    await makeEstate(t.db, owner.userId);
    await makeEstate(t.db, owner.userId, { active: 0 });
    await makeEstate(t.db, owner.userId, { expiresAt: sql`now() - interval '1 day'` });
    expect(await get('/api/site/stats/ads/total')).toEqual({ activeAdsCount: ads + 1 });
    expect(await get('/api/site/stats/users/total')).toEqual({ activeUsersCount: people + 1 });
  });

  it('charts ads added per Warsaw day and type over the last 90 days', async () => {
    const owner = await makeUser(t.db);
    const at = (iso: string) => ({ createdAt: new Date(iso) });
    const now = new Date();
    const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000);
    const warsawDate = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
    await makeEstate(t.db, owner.userId, at(day(2).toISOString()));
    await makeEstate(t.db, owner.userId, at(day(2).toISOString()));
    await makeEstate(t.db, owner.userId, { type: 'house', ...at(day(2).toISOString()) });
    await makeEstate(t.db, owner.userId, at(day(120).toISOString()));
    const chart: { date: string; type: string; value: number }[] = await get('/api/site/stats/ads');
    const of = (date: string, type: string) => chart.find((row) => row.date === date && row.type === type);
    expect(of(warsawDate(day(2)), 'apartment')?.value).toBe(2);
    expect(of(warsawDate(day(2)), 'house')?.value).toBe(1);
    expect(chart.some((row) => row.date === warsawDate(day(120)))).toBe(false);
    expect(chart.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.date))).toBe(true);
  });

  it('puts an ad added just after midnight in Warsaw on the Warsaw date', async () => {
    const owner = await makeUser(t.db);
    // 23:30 UTC is already the next day in Warsaw (UTC+1 or UTC+2).
    const lateUtc = new Date(Date.now() - 10 * 86_400_000);
    lateUtc.setUTCHours(23, 30, 0, 0);
    await makeEstate(t.db, owner.userId, { type: 'object', createdAt: lateUtc });
    const expected = lateUtc.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
    const chart: { date: string; type: string }[] = await get('/api/site/stats/ads');
    expect(chart.find((row) => row.type === 'object')?.date).toBe(expected);
    expect(expected).not.toBe(lateUtc.toISOString().slice(0, 10));
  });
});
