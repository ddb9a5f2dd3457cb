import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDate, type ModerationLogAction, type ReportReason } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { adReports, moderationAppeals, moderationDecisions } from '../../db/schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="pl"><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
const fourteenMonthsAgo = (hours = 0) => sql`now() - interval '14 months' - make_interval(hours => ${hours})`;

async function report(estateId: number, reason: ReportReason, createdAt: SQL, decisionId?: number) {
  const n = Math.random().toString(36).slice(2);
  await t.db.insert(adReports).values({
    estateId,
    reason,
    email: `${n}@example.pl`,
    mailbox: `${n}@example.pl`,
    description: 'Opis zgłoszenia do testu.',
    createdAt,
    decisionId,
  });
}

async function decision(estateId: number, action: ModerationLogAction, createdAt: SQL = sql`now()`) {
  const byAdmin = action !== 'corrected' && action !== 'held';
  const [row] = await t.db
    .insert(moderationDecisions)
    .values({
      estateId,
      advertiserId: 1,
      adminId: byAdmin ? 1 : null,
      action,
      automatic: action === 'held',
      createdAt,
    })
    .returning({ decisionId: moderationDecisions.decisionId });
  return row!.decisionId;
}

async function appeal(decisionId: number, createdAt: SQL, resolvedBy?: number) {
  await t.db
    .insert(moderationAppeals)
    .values({ decisionId, estateId: 1, text: 'Odwołuję się od tej decyzji.', createdAt, resolvedBy });
}

const reasons = (counts: Partial<Record<ReportReason, number>>) =>
  (['fraud', 'outdated', 'duplicate', 'wrongData', 'illegal', 'other'] as const).map((reason) => ({
    reason,
    count: counts[reason] ?? 0,
  }));

describe('GET /api/site/transparency', () => {
  it('counts reports, decisions, appeals and the median wait, for twelve months and in total', async () => {
    const owner = await makeUser(t.db);
    const [one, two, old, open, blocked, risky] = await Promise.all(
      Array.from({ length: 6 }, () => makeEstate(t.db, owner.userId)),
    );
    // Settled waits: 10 h and 4 h (removed), 2 h (kept); 100 h fourteen months ago (hidden for a correction).
    const removed = await decision(one!.estateId, 'remove');
    await report(one!.estateId, 'fraud', hoursAgo(10), removed);
    await report(one!.estateId, 'outdated', hoursAgo(4), removed);
    const kept = await decision(two!.estateId, 'keep');
    await report(two!.estateId, 'fraud', hoursAgo(2), kept);
    const corrected = await decision(old!.estateId, 'correct', fourteenMonthsAgo());
    await report(old!.estateId, 'duplicate', fourteenMonthsAgo(100), corrected);
    await report(open!.estateId, 'illegal', hoursAgo(1));
    // Held back by the risk checks, not by an admin.
    await decision(risky!.estateId, 'held');
    // The advertiser's own correction is logged but decides nothing.
    await decision(old!.estateId, 'corrected', fourteenMonthsAgo());
    // Appeals: one won (the removal undone), one lost long ago, one waiting.
    await appeal(removed, hoursAgo(1), await decision(one!.estateId, 'keep'));
    await appeal(
      corrected,
      fourteenMonthsAgo(),
      await decision(old!.estateId, 'correct', fourteenMonthsAgo()),
    );
    await appeal(await decision(blocked!.estateId, 'block'), hoursAgo(1));

    const response = await t.app.inject('/api/site/transparency');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const figures = response.json();
    expect(figures.lastTwelveMonths).toEqual({
      reports: reasons({ fraud: 2, outdated: 1, illegal: 1 }),
      decisions: [
        { action: 'keep', count: 2 },
        { action: 'block', count: 1 },
        { action: 'held', count: 1 },
        { action: 'remove', count: 1 },
      ],
      automaticDecisions: 1,
      appeals: { received: 2, upheld: 0, changed: 1, pending: 1 },
      medianHoursToDecision: 4,
    });
    expect(figures.total).toEqual({
      reports: reasons({ fraud: 2, outdated: 1, duplicate: 1, illegal: 1 }),
      decisions: [
        { action: 'correct', count: 2 },
        { action: 'keep', count: 2 },
        { action: 'block', count: 1 },
        { action: 'held', count: 1 },
        { action: 'remove', count: 1 },
      ],
      automaticDecisions: 1,
      appeals: { received: 3, upheld: 1, changed: 1, pending: 1 },
      // Of 2, 4, 10 and 100 hours.
      medianHoursToDecision: 7,
    });
    const { months } = figures;
    expect(months).toHaveLength(12);
    expect(months[0].month).toBe(formatDate(new Date()).slice(0, 7));
    const sum = (key: string) =>
      months.reduce((total: number, month: Record<string, number>) => total + month[key]!, 0);
    expect([sum('reports'), sum('decisions'), sum('automaticDecisions'), sum('appeals')]).toEqual([
      4, 5, 1, 2,
    ]);

    // Counted once for five minutes: a new report changes nothing until then, and the page reads the same count.
    await report(open!.estateId, 'other', hoursAgo(0));
    expect((await t.app.inject('/api/site/transparency')).json()).toEqual(figures);
    const page = await t.app.inject('/przejrzystosc');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Przejrzystość');
    const embedded = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(
      page.body,
    )?.[1];
    expect(JSON.parse(embedded ?? '{}')['/api/site/transparency']).toEqual(figures);
  });
});
