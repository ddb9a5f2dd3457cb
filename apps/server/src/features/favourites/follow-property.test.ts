import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { joinProperty } from '../../../test/join-property.ts';
import { estates, mailOutbox } from '../../db/schema.ts';
import { listFavourites } from './list-favourites.ts';
import { notifyFavouriteChanges } from './notify-favourite-changes.ts';
import { starFavourite } from './star-favourite.ts';

describe('a favourite follows its property', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const settings = () => ({ publicUrl: 'https://portal.example', key: t.secrets.secretKey });
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
  });
  afterAll(() => t.close());

  /** A person who asked for mails has starred agency A's offer of a flat that agency B offers too. */
  async function starredFlat() {
    const person = await makeUser(t.db, { favouriteMails: true });
    const agencyA = await makeUser(t.db, { company: true, companyName: 'Biuro A' });
    const agencyB = await makeUser(t.db, { company: true, companyName: 'Biuro B' });
    const starred = await makeEstate(t.db, agencyA.userId, { price: 600_000, title: 'Loft na Zabłociu' });
    const other = await makeEstate(t.db, agencyB.userId, { price: 610_000, title: 'Zabłocie, loft' });
    await joinProperty(t.db, [starred.estateId, other.estateId]);
    await starFavourite(t.db, person.userId, starred.estateId);
    return { person, starred, other };
  }

  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it.each([
    [
      'withdrawn',
      (estateId: number) => t.db.update(estates).set({ active: 0 }).where(eq(estates.estateId, estateId)),
    ],
    ['deleted', (estateId: number) => t.db.delete(estates).where(eq(estates.estateId, estateId))],
  ])('shows the live offer once the starred one is %s, and mails nothing', async (_, end) => {
    const { person, starred, other } = await starredFlat();
    await end(starred.estateId);

    const { rows } = await listFavourites(t.db, person.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ estateId: other.estateId, starredPrice: 600_000, priceDrop: null });
    expect(rows[0]?.card?.estateId).toBe(other.estateId);
    await notifyFavouriteChanges(t.db, settings());
    expect(await mailsTo(person.email)).toEqual([]);
  });

  it('moves with the mail job too, and tells a lower price of the live offer against the starred one', async () => {
    const { person, starred, other } = await starredFlat();
    await t.db.update(estates).set({ price: 590_000 }).where(eq(estates.estateId, other.estateId));
    await t.db.update(estates).set({ active: 0 }).where(eq(estates.estateId, starred.estateId));
    await notifyFavouriteChanges(t.db, settings());
    const mails = await mailsTo(person.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Ulubione ogłoszenie tańsze o 10\u00a0000\u00a0zł']);
    expect(mails[0]?.text).toContain(`/${other.estateId}`);
  });

  it('keeps one favourite where the person starred both offers', async () => {
    const { person, starred, other } = await starredFlat();
    await starFavourite(t.db, person.userId, other.estateId);
    await t.db.update(estates).set({ active: 0 }).where(eq(estates.estateId, starred.estateId));
    const { rows } = await listFavourites(t.db, person.userId);
    expect(rows.map((row) => row.estateId)).toEqual([other.estateId]);
  });

  it('still tells a favourite gone when its property has no other listed offer', async () => {
    const { person, starred, other } = await starredFlat();
    await t.db.update(estates).set({ active: 0 }).where(eq(estates.estateId, other.estateId));
    await t.db.update(estates).set({ active: 0 }).where(eq(estates.estateId, starred.estateId));
    const { rows } = await listFavourites(t.db, person.userId);
    expect(rows).toMatchObject([{ estateId: starred.estateId, card: null }]);
    await notifyFavouriteChanges(t.db, settings());
    expect(await mailsTo(person.email)).toHaveLength(1);
  });
});
