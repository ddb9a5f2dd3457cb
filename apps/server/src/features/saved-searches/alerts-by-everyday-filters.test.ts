import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow, makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';
import { mailOutbox, savedSearches } from '../../db/schema.ts';
import { matchSavedSearches } from './match-saved-searches.ts';

describe('alerts of a search by everyday filters', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://portal.example' });
  });
  afterAll(() => t.close());

  it('announce the new flats with a balcony and photos alone', async () => {
    const email = 'balkon@example.pl';
    await t.db.insert(savedSearches).values({
      email,
      name: 'Mieszkania na sprzedaż, Kraków, tylko ze zdjęciami, balkon',
      criteria: { type: 'apartment', rent: '0', city: String(krakow.cityId), withPhotos: '1', balcony: '1' },
      frequency: 'instant',
      type: 'apartment',
      rent: 0,
      cityId: krakow.cityId,
      confirmedAt: sql`now() - interval '1 hour'`,
    });
    const { userId } = await makeUser(t.db);
    const wanted = await makeEstate(t.db, userId, { title: 'Z balkonem i zdjęciami', balcony: 1 });
    await makePhoto(t.db, wanted.estateId, 1);
    await makeEstate(t.db, userId, { title: 'Z balkonem, bez zdjęć', balcony: 1 });
    const noBalcony = await makeEstate(t.db, userId, { title: 'Bez balkonu, ze zdjęciem', balcony: 0 });
    await makePhoto(t.db, noBalcony.estateId, 1);

    await matchSavedSearches(t.db, { publicUrl: t.config.publicUrl, secretKey: t.secrets.secretKey });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Z balkonem i zdjęciami');
    expect(mails[0]!.text).not.toContain('bez zdjęć');
    expect(mails[0]!.text).not.toContain('Bez balkonu');
  });
});
