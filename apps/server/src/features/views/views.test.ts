import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { estateViews } from '../../db/schema.ts';
import { VisitorWindow } from './visitor-window.ts';

describe('POST /api/views', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (estateId: number, type: string, agent = 'Firefox') =>
    t.app.inject({
      method: 'POST',
      url: '/api/views',
      payload: { estateId, type },
      headers: { 'user-agent': agent },
    });

  it("counts page views and phone reveals per ad and Warsaw day, once per visitor's window", async () => {
    const ad = await makeEstate(t.db, (await makeUser(t.db)).userId);

    expect((await post(ad.estateId, 'page')).json()).toEqual({ counted: true });
    expect((await post(ad.estateId, 'page')).json()).toEqual({ counted: false });
    expect((await post(ad.estateId, 'page', 'Chromium')).json()).toEqual({ counted: true });
    expect((await post(ad.estateId, 'phone')).json()).toEqual({ counted: true });

    const rows = await t.db.select().from(estateViews).where(eq(estateViews.estateId, ad.estateId));
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());
    expect(rows).toEqual([{ estateId: ad.estateId, day: today, pages: 2, phones: 1, messages: 0 }]);
  });

  it('answers 404 for an ad that is not listed and 400 for a bad type', async () => {
    const hidden = await makeEstate(t.db, (await makeUser(t.db)).userId, { active: 0 });
    for (let i = 0; i < 2; i++) expect((await post(hidden.estateId, 'page')).statusCode).toBe(404);
    const bad = await post(hidden.estateId, 'mail');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Wartość pola jest wymagana!');
  });
});

describe('VisitorWindow', () => {
  it('counts a visitor again after the window and forgets the oldest beyond its cap', () => {
    let now = 0;
    const window = new VisitorWindow({ windowMs: 1000, maxEntries: 2, now: () => now });
    expect(window.isFirstHit('a')).toBe(true);
    now = 999;
    expect(window.isFirstHit('a')).toBe(false);
    now = 1000;
    expect(window.isFirstHit('a')).toBe(true);
    expect(window.isFirstHit('b')).toBe(true);
    expect(window.isFirstHit('c')).toBe(true);
    expect(window.isFirstHit('a')).toBe(true);
    expect(window.isFirstHit('c')).toBe(false);
  });
});
