import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { makeEstate, makeUser, testPassword } from '../../../test/factories.ts';
import { copyOf, distinctHash, makeOffer, propertyOf } from '../../../test/property-offers.ts';
import { authHeader, freshIp, login } from '../../../test/users.ts';
import { estateRisks, mailOutbox, moderationDecisions, moderationHolds } from '../../db/schema.ts';
import { housePayload } from '../my-estates/estate-payload.fixture.ts';
import { matchProperty } from '../properties/index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://dachowo.example' });
});
afterAll(async () => {
  await t.close();
});

type Person = { userId: number; tokenVersion: number };
const report = {
  reason: 'fraud',
  description: 'Sprzedający prosi o przelew zaliczki przed obejrzeniem mieszkania.',
  email: 'zglaszajacy@example.pl',
};
const reportAs = async (estateId: number, body: object, who?: Person, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/estates/${estateId}/report`,
    remoteAddress,
    payload: body,
    headers: who ? await authHeader(t.secrets.jwtSecret, who) : {},
  });
const visitorReport = async (estateId: number, body: object = {}) =>
  reportAs(estateId, { ...report, ...body, captcharesponse: await solveCaptcha(t.app) });
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

let admin: Person & { email: string };
beforeAll(async () => {
  admin = await makeUser(t.db, { admin: true });
});
const queue = async () =>
  t.app.inject({ url: '/api/site/moderation', headers: await authHeader(t.secrets.jwtSecret, admin) });
const decide = async (estateId: number, body: object, who: Person = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/site/moderation/${estateId}/decision`,
    payload: body,
    headers: await authHeader(t.secrets.jwtSecret, who),
  });
const isPublic = async (estateId: number) =>
  (await t.app.inject(`/api/estates/${estateId}`)).statusCode === 200;
const appealLinkIn = (text: string) => /http:\/\/dachowo\.example(\/odwolanie\/(\d+)\/([\w-]+))/.exec(text);

describe('reporting an ad', () => {
  it('takes a visitor’s report with the captcha and acknowledges it without the reporter’s words', async () => {
    const seller = await makeUser(t.db);
    const ad = await makeEstate(t.db, seller.userId, { title: 'Kawalerka przy rynku' });
    const response = await visitorReport(ad.estateId, { email: 'ala@example.pl' });
    expect(response.statusCode).toBe(200);
    const { reportId } = response.json();
    expect(response.json().message).toContain(`zgłoszenie nr ${reportId}`);

    const [mail] = await mailsTo('ala@example.pl');
    expect(mail?.subject).toBe(`Przyjęliśmy zgłoszenie nr ${reportId}`);
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain(`http://dachowo.example/mieszkanie/kawalerka-przy-rynku/${ad.estateId}`);
      expect(body).toContain('Powód zgłoszenia: Oszustwo');
      expect(body).not.toContain('zaliczki');
    }
  });

  it('refuses a visitor without the captcha, and bad fields, in Polish', async () => {
    const ad = await makeEstate(t.db, (await makeUser(t.db)).userId);
    const bare = await reportAs(ad.estateId, report);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toBe('Potwierdź, że nie jesteś robotem');
    const short = await reportAs(ad.estateId, { ...report, description: 'krótko', reason: 'fraud' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Minimalna długość pola to 10 znaki!');
    const reason = await reportAs(ad.estateId, { ...report, reason: 'spam' });
    expect(reason.statusCode).toBe(400);
  });

  it('takes one report per person and ad: by mailbox for visitors, by account when logged in', async () => {
    const ad = await makeEstate(t.db, (await makeUser(t.db)).userId);
    expect((await visitorReport(ad.estateId, { email: 'ola@example.pl' })).statusCode).toBe(200);
    const again = await visitorReport(ad.estateId, { email: 'OLA+drugi@example.pl' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'To ogłoszenie zostało już przez Ciebie zgłoszone. O decyzji poinformujemy Cię e-mailem.',
    );

    const member = await makeUser(t.db);
    const first = await reportAs(ad.estateId, { ...report, email: member.email }, member);
    expect(first.statusCode).toBe(200);
    const second = await reportAs(ad.estateId, { ...report, email: 'inny@example.pl' }, member);
    expect(second.statusCode).toBe(409);
  });

  it('refuses an ad that is not listed (410) and one that does not exist (404)', async () => {
    const seller = await makeUser(t.db);
    const withdrawn = await makeEstate(t.db, seller.userId, { active: 0 });
    const member = await makeUser(t.db);
    expect((await reportAs(withdrawn.estateId, report, member)).statusCode).toBe(410);
    expect((await reportAs(2_000_000_000, report, member)).statusCode).toBe(404);
  });

  it('limits reports per client address and per e-mail, in the shared store', async () => {
    const seller = await makeUser(t.db);
    const ads = await Promise.all(Array.from({ length: 12 }, () => makeEstate(t.db, seller.userId)));
    const member = await makeUser(t.db);
    const ip = freshIp();
    const fromOneIp = [];
    for (const [n, ad] of ads.slice(0, 6).entries())
      fromOneIp.push(
        (await reportAs(ad.estateId, { ...report, email: `ip${n}@example.pl` }, member, ip)).statusCode,
      );
    expect(fromOneIp).toEqual([200, 200, 200, 200, 200, 429]);

    const other = await makeUser(t.db);
    const oneMailbox = [];
    for (const [n, ad] of ads.slice(0, 11).entries())
      oneMailbox.push(
        (await reportAs(ad.estateId, { ...report, email: `ela+${n}@example.pl` }, other)).statusCode,
      );
    expect(oneMailbox.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(oneMailbox[10]).toBe(429);
  });
});

describe('the moderation queue and its decisions', () => {
  it('is for admins only', async () => {
    const member = await makeUser(t.db);
    const headers = await authHeader(t.secrets.jwtSecret, member);
    expect((await t.app.inject({ url: '/api/site/moderation', headers })).statusCode).toBe(403);
    expect((await decide(1, { action: 'keep', facts: 'Brak naruszenia.' }, member)).statusCode).toBe(403);
  });

  it('lists reported ads riskiest first, with their reports and the advertiser’s history', async () => {
    const seller = await makeUser(t.db);
    const many = await makeEstate(t.db, seller.userId);
    const fraud = await makeEstate(t.db, seller.userId);
    for (const n of [1, 2, 3]) {
      const member = await makeUser(t.db);
      await reportAs(many.estateId, { ...report, reason: 'outdated', email: `q${n}@example.pl` }, member);
    }
    await reportAs(fraud.estateId, { ...report, email: 'q9@example.pl' }, await makeUser(t.db));

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
    const seller = await makeUser(t.db);
    const ad = await makeEstate(t.db, seller.userId);
    await reportAs(ad.estateId, { ...report, email: 'k1@example.pl' }, await makeUser(t.db));
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
    const ad = await makeEstate(t.db, (await makeUser(t.db)).userId);
    await reportAs(ad.estateId, report, await makeUser(t.db));
    const response = await decide(ad.estateId, { action: 'remove', facts: 'Zdjęcia z innego ogłoszenia.' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Wskaż punkt regulaminu, na którym opiera się decyzja.');
  });

  it('removes an ad everywhere and sends the statement of reasons and the outcome', async () => {
    const seller = await makeUser(t.db);
    const ad = await makeEstate(t.db, seller.userId, { title: 'Dom z ogrodem' });
    const reporter = await makeUser(t.db);
    await reportAs(ad.estateId, { ...report, email: reporter.email }, reporter);
    const facts = 'Zdjęcia pochodzą z ogłoszenia innego biura, a cena jest zaniżona o połowę.';
    const response = await decide(ad.estateId, { action: 'remove', rule: 'untrue', facts });
    expect(response.statusCode).toBe(200);

    expect(await isPublic(ad.estateId)).toBe(false);
    const userList = await t.app.inject(`/api/estates/user/${seller.userId}`);
    expect(userList.json().count).toBe(0);
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.body).not.toContain(`/${ad.estateId}<`);
    // The owner's refresh cannot bring it back.
    await t.app.inject({
      method: 'PUT',
      url: `/api/estates/refresh/${ad.estateId}`,
      headers: await authHeader(t.secrets.jwtSecret, seller),
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

    const [logged] = await t.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.estateId, ad.estateId));
    expect(logged).toMatchObject({
      action: 'remove',
      rule: 'untrue',
      facts,
      adminId: admin.userId,
      adminEmail: admin.email,
    });
  });

  it('hides an ad for a correction until its owner edits it', async () => {
    const seller = await makeUser(t.db);
    const ad = await makeEstate(t.db, seller.userId, { type: 'house' });
    await reportAs(ad.estateId, { ...report, reason: 'wrongData' }, await makeUser(t.db));
    await decide(ad.estateId, {
      action: 'correct',
      rule: 'untrue',
      facts: 'Metraż w tytule i w opisie się różni.',
    });
    expect(await isPublic(ad.estateId)).toBe(false);

    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/estates/dom/${ad.estateId}`,
      headers: await authHeader(t.secrets.jwtSecret, seller),
      payload: housePayload({ area: 120 }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await isPublic(ad.estateId)).toBe(true);
    const log = await t.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.estateId, ad.estateId));
    expect(log.map((entry) => entry.action)).toEqual(['correct', 'corrected']);
  });

  it('blocks an advertiser: every ad off the site at once, login and sessions refused', async () => {
    const seller = await makeUser(t.db);
    const reported = await makeEstate(t.db, seller.userId);
    const other = await makeEstate(t.db, seller.userId);
    await reportAs(reported.estateId, report, await makeUser(t.db));
    const headers = await authHeader(t.secrets.jwtSecret, seller);
    await decide(reported.estateId, {
      action: 'block',
      rule: 'serious',
      facts: 'Wyłudzanie zaliczek w kilku ogłoszeniach.',
    });

    expect(await isPublic(reported.estateId)).toBe(false);
    expect(await isPublic(other.estateId)).toBe(false);
    const later = await makeEstate(t.db, seller.userId);
    expect(await isPublic(later.estateId)).toBe(false);
    const loginAnswer = await login(t.app, seller.email, testPassword);
    expect(loginAnswer.statusCode).toBe(403);
    expect(loginAnswer.json().error).toBe(
      'Konto zostało zablokowane za naruszenie regulaminu. Uzasadnienie i sposób odwołania wysłaliśmy na adres e-mail konta.',
    );
    expect((await t.app.inject({ url: `/api/user/${seller.userId}/profile`, headers })).statusCode).toBe(401);
    const [statement] = await mailsTo(seller.email);
    expect(statement?.text).toContain('Konto zostało zablokowane');
    expect(statement?.text).toContain('§ 4 ust. 4 regulaminu');
  });
});

describe('the appeal', () => {
  it('is taken once through the signed link, goes back to the queue, and its decision is final', async () => {
    const seller = await makeUser(t.db);
    const ad = await makeEstate(t.db, seller.userId);
    const other = await makeEstate(t.db, seller.userId);
    await reportAs(ad.estateId, report, await makeUser(t.db));
    await decide(ad.estateId, {
      action: 'block',
      rule: 'serious',
      facts: 'Wyłudzanie zaliczek w kilku ogłoszeniach.',
    });
    const link = appealLinkIn((await mailsTo(seller.email))[0]?.text ?? '');
    const [, path, decisionId, signature] = link ?? [];

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/moderation/appeal/${decisionId}/${'x'.repeat(43)}`,
      payload: { text: 'To pomyłka, nie pobieram żadnych zaliczek.' },
    });
    expect(forged.statusCode).toBe(404);
    const shown = await t.app.inject(`/api/moderation/appeal/${decisionId}/${signature}`);
    expect(shown.json()).toMatchObject({ action: 'block', estateId: ad.estateId, appealPath: path });

    const appeal = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/moderation/appeal/${decisionId}/${signature}`,
        payload: { text },
      });
    expect((await appeal('To pomyłka, nie pobieram żadnych zaliczek.')).statusCode).toBe(200);
    const twice = await appeal('Jeszcze raz proszę o sprawdzenie.');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(
      'Od tej decyzji odwołano się już raz; decyzja po odwołaniu jest ostateczna.',
    );

    const item = (await queue())
      .json()
      .rows.find((row: { estate: { estateId: number } }) => row.estate.estateId === ad.estateId);
    expect(item.appeal).toMatchObject({ text: 'To pomyłka, nie pobieram żadnych zaliczek.' });
    expect(item.log[0]).toMatchObject({
      action: 'block',
      adminEmail: admin.email,
      appeal: { text: expect.any(String) },
    });

    expect(
      (await decide(ad.estateId, { action: 'keep', facts: 'Advertiser wykazał, że zaliczek nie pobierał.' }))
        .statusCode,
    ).toBe(200);
    expect(await isPublic(ad.estateId)).toBe(true);
    expect(await isPublic(other.estateId)).toBe(true);
    expect((await login(t.app, seller.email, testPassword)).statusCode).toBe(200);
    const final = (await mailsTo(seller.email)).find((m) => m.subject.startsWith('Decyzja po odwołaniu'));
    expect(final?.text).toContain('Uwzględniliśmy Twoje odwołanie');
    expect(appealLinkIn(final?.text ?? '')).toBeNull();

    const decisions = await t.app.inject({
      url: '/api/moderation/decisions',
      headers: await authHeader(t.secrets.jwtSecret, seller),
    });
    expect(decisions.json()).toEqual([
      expect.objectContaining({ action: 'block', appealed: true, appealPath: null }),
    ]);
  });
});

describe('an ad the risk checks held', () => {
  it("joins its flat's property once a moderator keeps it", async () => {
    const photos = Array.from({ length: 4 }, distinctHash);
    const place = { address: 'ul. Karmelicka 12', area: 48, floor: 2, rooms: 2 };
    const first = await makeOffer(t.db, (await makeUser(t.db, { company: true })).userId, photos, place);
    await matchProperty(t.db, first.estateId);
    // Another agency's copy, held for review when it went public: held, it is matched to nothing.
    const copy = await makeOffer(
      t.db,
      (await makeUser(t.db, { company: true })).userId,
      photos.map((hash) => copyOf(hash)),
      place,
    );
    await t.db.insert(estateRisks).values({ estateId: copy.estateId, score: 70, signals: [], open: true });
    const [held] = await t.db
      .insert(moderationDecisions)
      .values({
        estateId: copy.estateId,
        advertiserId: copy.userId,
        action: 'held',
        automatic: true,
        facts: 'Te same zdjęcia.',
      })
      .returning();
    await t.db
      .insert(moderationHolds)
      .values({ estateId: copy.estateId, kind: 'review', decisionId: held!.decisionId });
    await matchProperty(t.db, copy.estateId);
    expect((await propertyOf(t.db, copy.estateId)).propertyId).not.toBe(
      (await propertyOf(t.db, first.estateId)).propertyId,
    );

    expect(
      (await decide(copy.estateId, { action: 'keep', facts: 'Oferta innego biura, zdjęcia przekazane.' }))
        .statusCode,
    ).toBe(200);
    expect(await isPublic(copy.estateId)).toBe(true);
    expect((await propertyOf(t.db, copy.estateId)).propertyId).toBe(
      (await propertyOf(t.db, first.estateId)).propertyId,
    );
  });
});
