import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow, makeEstate, makeUser } from '../../../test/factories.ts';
import { joinProperty } from '../../../test/join-property.ts';
import { estates, mailOutbox, savedSearches } from '../../db/schema.ts';
import { matchSavedSearches } from './match-saved-searches.ts';

describe('alerts follow the property', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let links: { publicUrl: string; secretKey: string };
  let searches = 0;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://portal.example' });
    links = { publicUrl: t.config.publicUrl, secretKey: t.secrets.secretKey };
  });
  afterAll(() => t.close());

  /** A visitor's instant search for flats in Kraków, confirmed before any ad of the test. */
  async function search() {
    const email = `szukam${++searches}@example.pl`;
    await t.db.insert(savedSearches).values({
      email,
      name: 'Mieszkanie',
      criteria: { type: 'apartment', rent: '0', city: String(krakow.cityId) },
      frequency: 'instant',
      type: 'apartment',
      rent: 0,
      cityId: krakow.cityId,
      confirmedAt: sql`now() - interval '1 hour'`,
    });
    return email;
  }

  /** The alerts the job queued for `email` since the last call. */
  async function alertsTo(email: string) {
    await matchSavedSearches(t.db, links);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    await t.db.delete(mailOutbox).where(eq(mailOutbox.to, email));
    return mails.map((mail) => mail.text.replaceAll('\u00a0', ' '));
  }

  it("announces a flat once: not again when a second agency's offer of it comes", async () => {
    const email = await search();
    const first = await makeUser(t.db, { company: true, companyName: 'Biuro A' });
    const offer = await makeEstate(t.db, first.userId, {
      price: 520_000,
      title: 'Trzy pokoje na Kazimierzu',
    });
    const [announced, ...more] = await alertsTo(email);
    expect(more).toEqual([]);
    expect(announced).toContain('Trzy pokoje na Kazimierzu – 520 000 zł');

    const second = await makeUser(t.db, { company: true, companyName: 'Biuro B' });
    const again = await makeEstate(t.db, second.userId, { price: 535_000, title: 'Kazimierz, 3 pokoje' });
    await joinProperty(t.db, [offer.estateId, again.estateId]);
    await t.db.execute(sql`insert into saved_search_queue (estate_id) values (${again.estateId})`);
    expect(await alertsTo(email)).toEqual([]);
  });

  it('announces the same flat offered cheaper as a price drop, once', async () => {
    const email = await search();
    const first = await makeUser(t.db, { company: true, companyName: 'Biuro A' });
    const offer = await makeEstate(t.db, first.userId, { price: 520_000, title: 'Dwa pokoje przy Rondzie' });
    expect(await alertsTo(email)).toHaveLength(1);

    const second = await makeUser(t.db, { company: true, companyName: 'Biuro B' });
    const cheaper = await makeEstate(t.db, second.userId, { price: 499_000, title: 'Rondo, dwa pokoje' });
    await joinProperty(t.db, [offer.estateId, cheaper.estateId]);
    await t.db.execute(sql`insert into saved_search_queue (estate_id) values (${cheaper.estateId})`);
    const [drop, ...more] = await alertsTo(email);
    expect(more).toEqual([]);
    expect(drop).toContain('Rondo, dwa pokoje – 499 000 zł (obniżka z 520 000 zł)');

    // The same price again, or a higher one, from any offer of it: nothing new.
    await t.db.update(estates).set({ price: 510_000 }).where(eq(estates.estateId, offer.estateId));
    await t.db
      .update(estates)
      .set({ title: 'Rondo, 2 pokoje' })
      .where(eq(estates.estateId, cheaper.estateId));
    expect(await alertsTo(email)).toEqual([]);
  });

  it("announces an announced ad's own lower price as a price drop", async () => {
    const email = await search();
    const owner = await makeUser(t.db);
    const offer = await makeEstate(t.db, owner.userId, {
      price: 450_000,
      title: 'Kawalerka na Woli Justowskiej',
    });
    expect(await alertsTo(email)).toHaveLength(1);
    await t.db.update(estates).set({ price: 430_000 }).where(eq(estates.estateId, offer.estateId));
    const [drop] = await alertsTo(email);
    expect(drop).toContain('Kawalerka na Woli Justowskiej – 430 000 zł (obniżka z 450 000 zł)');
  });
});
