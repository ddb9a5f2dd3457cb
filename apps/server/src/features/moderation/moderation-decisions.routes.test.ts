import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEstate, makeUser, testPassword } from '../../../test/factories.ts';
import { copyOf, distinctHash, makeOffer, propertyOf } from '../../../test/property-offers.ts';
import { authHeader, login } from '../../../test/users.ts';
import { estateRisks, moderationDecisions, moderationHolds } from '../../db/schema.ts';
import { housePayload } from '../my-estates/estate-payload.fixture.ts';
import { matchProperty } from '../properties/index.ts';
import { appealLinkIn, report, useModerationApp } from './moderation.harness.ts';

const s = useModerationApp();
const { reportAs, mailsTo, queue, decide, isPublic } = s;

describe('the moderation queue and its decisions', () => {
  it('is for admins only', async () => {
    const member = await makeUser(s.t.db);
    const headers = await authHeader(s.t.secrets.jwtSecret, member);
    expect((await s.t.app.inject({ url: '/api/site/moderation', headers })).statusCode).toBe(403);
    expect((await decide(1, { action: 'keep', facts: 'Brak naruszenia.' }, member)).statusCode).toBe(403);
  });

  it('lists reported ads riskiest first, with their reports and the advertiser’s history', async () => {
    const seller = await makeUser(s.t.db);
    const many = await makeEstate(s.t.db, seller.userId);
    const fraud = await makeEstate(s.t.db, seller.userId);
    for (const n of [1, 2, 3]) {
      const member = await makeUser(s.t.db);
      await reportAs(many.estateId, { ...report, reason: 'outdated', email: `q${n}@example.pl` }, member);
    }
    await reportAs(fraud.estateId, { ...report, email: 'q9@example.pl' }, await makeUser(s.t.db));

    const { rows } = (await queue()).json();
    const order = rows.map((row: { estate: { estateId: number } }) => row.estate.estateId);
    expect(order.indexOf(fraud.estateId)).toBeLessThan(order.indexOf(many.estateId));
    const item = rows.find((row: { estate: { estateId: number } }) => row.estate.estateId === many.estateId);
    expect(item.reports).toHaveLength(3);
    expect(item.reports[0]).toMatchObject({ reason: 'outdated', byAccount: true });
    expect(item.advertiser).toMatchObject({ userId: seller.userId, email: seller.email, adsCount: 2 });
    // Outdated-only cases never overtake a report of fraud, whatever their age.
    const fraudFirst = rows.findIndex((row: { reports: { reason: string }[] }) =>
      row.reports.every((r) => r.reason !== 'fraud'),
    );
    expect(
      rows
        .slice(fraudFirst)
        .every((row: { reports: { reason: string }[] }) => row.reports.every((r) => r.reason !== 'fraud')),
    ).toBe(true);
  });

  it('keeps an ad: reports dismissed, reporters told, the advertiser not mailed', async () => {
    const seller = await makeUser(s.t.db);
    const ad = await makeEstate(s.t.db, seller.userId);
    await reportAs(ad.estateId, { ...report, email: 'k1@example.pl' }, await makeUser(s.t.db));
    expect(
      (await decide(ad.estateId, { action: 'keep', facts: 'Ogłoszenie jest zgodne z prawdą.' })).statusCode,
    ).toBe(200);
    expect(await isPublic(ad.estateId)).toBe(true);
    const [outcome] = await mailsTo('k1@example.pl').then((mails) =>
      mails.filter((m) => m.subject.startsWith('Decyzja')),
    );
    expect(outcome?.text).toContain('ogłoszenie pozostaje w serwisie');
    expect(await mailsTo(seller.email)).toEqual([]);
    const again = await decide(ad.estateId, { action: 'keep', facts: 'Ogłoszenie jest zgodne z prawdą.' });
    expect(again.statusCode).toBe(409);
  });

  it('asks a restricting decision for its rule', async () => {
    const ad = await makeEstate(s.t.db, (await makeUser(s.t.db)).userId);
    await reportAs(ad.estateId, report, await makeUser(s.t.db));
    const response = await decide(ad.estateId, { action: 'remove', facts: 'Zdjęcia z innego ogłoszenia.' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Wskaż punkt regulaminu, na którym opiera się decyzja.');
  });

  it('removes an ad everywhere and sends the statement of reasons and the outcome', async () => {
    const seller = await makeUser(s.t.db);
    const ad = await makeEstate(s.t.db, seller.userId, { title: 'Dom z ogrodem' });
    const reporter = await makeUser(s.t.db);
    await reportAs(ad.estateId, { ...report, email: reporter.email }, reporter);
    const facts = 'Zdjęcia pochodzą z ogłoszenia innego biura, a cena jest zaniżona o połowę.';
    const response = await decide(ad.estateId, { action: 'remove', rule: 'untrue', facts });
    expect(response.statusCode).toBe(200);

    expect(await isPublic(ad.estateId)).toBe(false);
    const userList = await s.t.app.inject(`/api/estates/user/${seller.userId}`);
    expect(userList.json().count).toBe(0);
    const sitemap = await s.t.app.inject('/sitemap.xml');
    expect(sitemap.body).not.toContain(`/${ad.estateId}<`);
    // The owner's refresh cannot bring it back.
    await s.t.app.inject({
      method: 'PUT',
      url: `/api/estates/refresh/${ad.estateId}`,
      headers: await authHeader(s.t.secrets.jwtSecret, seller),
    });
    expect(await isPublic(ad.estateId)).toBe(false);

    const [statement] = await mailsTo(seller.email);
    expect(statement?.subject).toBe(`Uzasadnienie decyzji dotyczącej ogłoszenia nr ${ad.estateId}`);
    expect(statement?.text).toContain('Ogłoszenie zostało usunięte z serwisu');
    expect(statement?.text).toContain(facts);
    expect(statement?.text).toContain('§ 4 ust. 1 regulaminu');
    expect(statement?.text).toContain('nie została podjęta w sposób zautomatyzowany');
    expect(statement?.text).toContain('Oszustwo: 1');
    expect(appealLinkIn(statement?.text ?? '')).not.toBeNull();
    const outcome = (await mailsTo(reporter.email)).find((m) => m.subject.startsWith('Decyzja'));
    expect(outcome?.text).toContain('Ogłoszenie zostało usunięte z serwisu.');

    const [logged] = await s.t.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.estateId, ad.estateId));
    expect(logged).toMatchObject({
      action: 'remove',
      rule: 'untrue',
      facts,
      adminId: s.admin.userId,
      adminEmail: s.admin.email,
    });
  });

  it('hides an ad for a correction until its owner edits it', async () => {
    const seller = await makeUser(s.t.db);
    const ad = await makeEstate(s.t.db, seller.userId, { type: 'house' });
    await reportAs(ad.estateId, { ...report, reason: 'wrongData' }, await makeUser(s.t.db));
    await decide(ad.estateId, {
      action: 'correct',
      rule: 'untrue',
      facts: 'Metraż w tytule i w opisie się różni.',
    });
    expect(await isPublic(ad.estateId)).toBe(false);

    const edit = await s.t.app.inject({
      method: 'POST',
      url: `/api/estates/dom/${ad.estateId}`,
      headers: await authHeader(s.t.secrets.jwtSecret, seller),
      payload: housePayload({ area: 120 }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await isPublic(ad.estateId)).toBe(true);
    const log = await s.t.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.estateId, ad.estateId));
    expect(log.map((entry) => entry.action)).toEqual(['correct', 'corrected']);
  });

  it('blocks an advertiser: every ad off the site at once, login and sessions refused', async () => {
    const seller = await makeUser(s.t.db);
    const reported = await makeEstate(s.t.db, seller.userId);
    const other = await makeEstate(s.t.db, seller.userId);
    await reportAs(reported.estateId, report, await makeUser(s.t.db));
    const headers = await authHeader(s.t.secrets.jwtSecret, seller);
    await decide(reported.estateId, {
      action: 'block',
      rule: 'serious',
      facts: 'Wyłudzanie zaliczek w kilku ogłoszeniach.',
    });

    expect(await isPublic(reported.estateId)).toBe(false);
    expect(await isPublic(other.estateId)).toBe(false);
    const later = await makeEstate(s.t.db, seller.userId);
    expect(await isPublic(later.estateId)).toBe(false);
    const loginAnswer = await login(s.t.app, seller.email, testPassword);
    expect(loginAnswer.statusCode).toBe(403);
    expect(loginAnswer.json().error).toBe(
      'Konto zostało zablokowane za naruszenie regulaminu. Uzasadnienie i sposób odwołania wysłaliśmy na adres e-mail konta.',
    );
    expect((await s.t.app.inject({ url: `/api/user/${seller.userId}/profile`, headers })).statusCode).toBe(
      401,
    );
    const [statement] = await mailsTo(seller.email);
    expect(statement?.text).toContain('Konto zostało zablokowane');
    expect(statement?.text).toContain('§ 4 ust. 4 regulaminu');
  });
});

describe('an ad the risk checks held', () => {
  it("joins its flat's property once a moderator keeps it", async () => {
    const photos = Array.from({ length: 4 }, distinctHash);
    const place = { address: 'ul. Karmelicka 12', area: 48, floor: 2, rooms: 2 };
    const first = await makeOffer(s.t.db, (await makeUser(s.t.db, { company: true })).userId, photos, place);
    await matchProperty(s.t.db, first.estateId);
    // Another agency's copy, held for review when it went public: held, it is matched to nothing.
    const copy = await makeOffer(
      s.t.db,
      (await makeUser(s.t.db, { company: true })).userId,
      photos.map((hash) => copyOf(hash)),
      place,
    );
    await s.t.db.insert(estateRisks).values({ estateId: copy.estateId, score: 70, signals: [], open: true });
    const [held] = await s.t.db
      .insert(moderationDecisions)
      .values({
        estateId: copy.estateId,
        advertiserId: copy.userId,
        action: 'held',
        automatic: true,
        facts: 'Te same zdjęcia.',
      })
      .returning();
    await s.t.db
      .insert(moderationHolds)
      .values({ estateId: copy.estateId, kind: 'review', decisionId: held!.decisionId });
    await matchProperty(s.t.db, copy.estateId);
    expect((await propertyOf(s.t.db, copy.estateId)).propertyId).not.toBe(
      (await propertyOf(s.t.db, first.estateId)).propertyId,
    );

    expect(
      (await decide(copy.estateId, { action: 'keep', facts: 'Oferta innego biura, zdjęcia przekazane.' }))
        .statusCode,
    ).toBe(200);
    expect(await isPublic(copy.estateId)).toBe(true);
    expect((await propertyOf(s.t.db, copy.estateId)).propertyId).toBe(
      (await propertyOf(s.t.db, first.estateId)).propertyId,
    );
  });
});
