import {
  SavedSearchLimits,
  savedSearchMessages,
  serializeCoordinates,
  serializePolygon,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { krakow, makeEstate, makeUser, warszawa } from '../../../test/factories.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { authHeader, freshIp } from '../../../test/users.ts';
import { estates, savedSearches } from '../../db/schema.ts';
import { sendPendingMail } from '../../infra/mail/outbox-store.ts';
import { matchSavedSearches } from './match-saved-searches.ts';
import { sendDigests } from './send-digests.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let links: { publicUrl: string; secretKey: string };
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.example' });
  links = { publicUrl: t.config.publicUrl, secretKey: t.secrets.secretKey };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** Delivers the outbox; answers the messages the SMTP server received for `email`. */
async function mailTo(email: string) {
  await sendPendingMail(t.db, t.mail);
  return smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email));
}

const krakowFlats = { type: 'apartment', rent: '0', city: String(krakow.cityId) };

async function accountWithHeader() {
  const user = await makeUser(t.db);
  return { user, headers: await authHeader(t.secrets.jwtSecret, user) };
}

const saveAs = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/saved-searches', headers, payload });

/** A visitor's save; answers the confirmation path from the e-mail. */
async function visitorSaves(email: string, criteria: object, frequency = 'instant') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    remoteAddress: freshIp(),
    payload: { name: 'Mieszkanie', criteria, frequency, email, captcharesponse: await solveCaptcha(t.app) },
  });
  expect(response.json()).toEqual({ message: savedSearchMessages.confirmSent });
  const [mail] = await mailTo(email);
  return mail?.text?.match(/\/potwierdz-wyszukiwanie\/(\d+)\/([A-Z0-9]+)/) ?? [];
}

async function confirmedVisitorSearch(email: string, criteria: object, frequency = 'instant') {
  const [, searchId, secret] = await visitorSaves(email, criteria, frequency);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/saved-searches/${searchId}/confirm/${secret}`,
  });
  expect(confirmed.json()).toEqual({ message: savedSearchMessages.confirmed });
  smtp.received.length = 0;
  return Number(searchId);
}

describe('saving a search', () => {
  it('keeps an account’s searches, renamed, set to daily and removed by their owner only', async () => {
    const { headers } = await accountWithHeader();
    const saved = await saveAs(headers, {
      name: 'Kraków do 600 tys.',
      criteria: { ...krakowFlats, priceTo: '600000', page: '3', sortBy: 'price' },
    });
    expect(saved.json()).toEqual({ message: savedSearchMessages.saved });
    const list = await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers });
    const [search] = list.json();
    expect(search).toMatchObject({
      name: 'Kraków do 600 tys.',
      frequency: 'instant',
      criteria: { ...krakowFlats, priceTo: '600000' },
      // To say the criteria in words on the list.
      cityName: 'Kraków',
    });

    const url = `/api/saved-searches/${search.searchId}`;
    const stranger = await accountWithHeader();
    const foreign = await t.app.inject({
      method: 'PUT',
      url,
      headers: stranger.headers,
      payload: { name: 'x' },
    });
    expect(foreign.json()).toEqual({ error: savedSearchMessages.notFound });
    await t.app.inject({ method: 'PUT', url, headers, payload: { name: 'Kraków', frequency: 'daily' } });
    const renamed = await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers });
    expect(renamed.json()).toMatchObject([{ name: 'Kraków', frequency: 'daily' }]);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).json()).toEqual({
      message: savedSearchMessages.removed,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers })).json()).toEqual([]);
  });

  it('refuses criteria the search refuses, no criteria, and more searches than the limits', async () => {
    const { user, headers } = await accountWithHeader();
    const bad = await saveAs(headers, { name: 'Zła', criteria: { priceFrom: 'dużo' } });
    expect(bad.json()).toEqual({ error: savedSearchMessages.badCriteria });
    const none = await saveAs(headers, { name: 'Wszystko', criteria: { page: '2' } });
    expect(none.json()).toEqual({ error: savedSearchMessages.noCriteria });

    const row = {
      type: 'apartment',
      rent: 0,
      cityId: 0,
      criteria: { type: 'apartment' },
      frequency: 'instant' as const,
    };
    await t.db.insert(savedSearches).values(
      Array.from({ length: SavedSearchLimits.perAccount }, (_, n) => ({
        ...row,
        userId: user.userId,
        name: `s${n}`,
      })),
    );
    const over = await saveAs(headers, { name: 'Jeszcze jedno', criteria: krakowFlats });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: savedSearchMessages.tooManyForAccount });

    const email = 'pelny@example.pl';
    await t.db
      .insert(savedSearches)
      .values(
        Array.from({ length: SavedSearchLimits.perEmail }, (_, n) => ({ ...row, email, name: `v${n}` })),
      );
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      remoteAddress: freshIp(),
      payload: { name: 'Nowe', criteria: krakowFlats, email, captcharesponse: await solveCaptcha(t.app) },
    });
    expect(visitor.json()).toEqual({ error: savedSearchMessages.tooManyForEmail });
  });

  it('confirms a visitor’s search only through the e-mailed link, whose secret is stored hashed', async () => {
    const [, searchId, secret] = await visitorSaves('gosc@example.pl', krakowFlats);
    expect(secret).toMatch(/^[A-Z0-9]{32}$/);
    const [stored] = await t.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.searchId, Number(searchId)));
    expect(stored?.confirmedAt).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(secret);

    const wrong = await t.app.inject({ method: 'POST', url: `/api/saved-searches/${searchId}/confirm/ZZZ` });
    expect(wrong.json()).toEqual({ error: savedSearchMessages.linkInvalid });
    const right = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${searchId}/confirm/${secret}`,
    });
    expect(right.json()).toEqual({ message: savedSearchMessages.confirmed });
  });

  it('asks a visitor for an e-mail address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      remoteAddress: freshIp(),
      payload: { name: 'Bez adresu', criteria: krakowFlats, captcharesponse: await solveCaptcha(t.app) },
    });
    expect(response.json()).toEqual({ error: savedSearchMessages.emailRequired });
  });

  it('answers a visitor’s further saves with 429, per address and per e-mail', async () => {
    const save = async (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        remoteAddress: ip,
        payload: { name: 'Dużo', criteria: krakowFlats, email, captcharesponse: 'zly' },
      });
    // A wrong captcha counts too: the limits are checked before it, so guessing it is limited as well.
    const fromIp = [];
    for (let n = 0; n < 6; n += 1) fromIp.push((await save(`ip${n}@example.pl`, '192.0.2.70')).statusCode);
    expect(fromIp).toEqual([...Array(5).fill(400), 429]);

    const fromEmail = [];
    for (let n = 0; n < 4; n += 1) fromEmail.push((await save('natretny@example.pl', freshIp())).statusCode);
    expect(fromEmail).toEqual([400, 400, 400, 429]);
    expect((await save('natretny@example.pl', freshIp())).json()).toEqual({
      error: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
    });
    // An account's save sends no e-mail to confirm: the address blocked for visitors still saves.
    const { headers } = await accountWithHeader();
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers,
      remoteAddress: '192.0.2.70',
      payload: { name: 'Konto', criteria: krakowFlats },
    });
    expect(account.json()).toEqual({ message: savedSearchMessages.saved });
  });
});

describe('alerts', () => {
  it('announces an ad that newly matches after a price change, once, with its title, price and link', async () => {
    const email = 'alert@example.pl';
    await confirmedVisitorSearch(email, { ...krakowFlats, priceTo: '400000', roomsFrom: '3' });
    const seller = await makeUser(t.db);
    const dear = await makeEstate(t.db, seller.userId, { price: 450_000, title: 'Mieszkanie przy Plantach' });
    const fewRooms = await makeEstate(t.db, seller.userId, { price: 300_000, rooms: 2 });
    await makeEstate(t.db, seller.userId, { price: 300_000, ...warszawa });
    await matchSavedSearches(t.db, links);
    expect(await mailTo(email)).toEqual([]);

    await t.db.update(estates).set({ price: 390_000 }).where(eq(estates.estateId, dear.estateId));
    await t.db
      .update(estates)
      .set({ title: 'Tanie, ale dwa pokoje' })
      .where(eq(estates.estateId, fewRooms.estateId));
    await matchSavedSearches(t.db, links);
    const [alert, ...others] = await mailTo(email);
    expect(others).toEqual([]);
    expect(alert?.subject).toBe('Nowe ogłoszenia: Mieszkanie');
    expect(alert?.text).toContain('Mieszkanie przy Plantach – 390\u00a0000\u00a0zł');
    expect(alert?.text).toContain(
      `http://portal.example/mieszkanie/mieszkanie-przy-plantach/${dear.estateId}`,
    );
    expect(alert?.html).toContain(`/mieszkanie/mieszkanie-przy-plantach/${dear.estateId}`);
    expect(alert?.text).not.toContain('dwa pokoje');

    // Announced once: a change other than a lower price is no news, a lower price is a price drop.
    smtp.received.length = 0;
    await t.db
      .update(estates)
      .set({ title: 'Mieszkanie przy Plantach, 3 pokoje' })
      .where(eq(estates.estateId, dear.estateId));
    await matchSavedSearches(t.db, links);
    expect(await mailTo(email)).toEqual([]);
    await t.db.update(estates).set({ price: 380_000 }).where(eq(estates.estateId, dear.estateId));
    await matchSavedSearches(t.db, links);
    const [drop, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(drop?.text).toContain('380\u00a0000\u00a0zł (obniżka z 390\u00a0000\u00a0zł)');
  });

  it('shows a rent ad’s price per month', async () => {
    const email = 'najem@example.pl';
    await confirmedVisitorSearch(email, { type: 'apartment', rent: '1', city: String(krakow.cityId) });
    const seller = await makeUser(t.db);
    await makeEstate(t.db, seller.userId, { rent: 1, price: 2500, title: 'Kawalerka do wynajęcia' });
    await matchSavedSearches(t.db, links);
    const [alert] = await mailTo(email);
    expect(alert?.text).toContain('Kawalerka do wynajęcia – 2\u00a0500\u00a0zł/mies.');
    expect(alert?.html).toContain('<strong>2\u00a0500\u00a0zł/mies.</strong>');
  });

  it('announces only the ads inside a search’s drawn polygon or map rectangle', async () => {
    const triangle: [number, number][] = [
      [50.0, 19.8],
      [50.0, 20.1],
      [50.2, 19.8],
    ];
    const rectangle = { north: 50.2, south: 50.0, east: 20.1, west: 19.8 };
    await confirmedVisitorSearch('wielokat@example.pl', {
      type: 'house',
      polygon: serializePolygon(triangle),
    });
    await confirmedVisitorSearch('prostokat@example.pl', {
      type: 'house',
      coordinates: serializeCoordinates(rectangle),
    });
    const seller = await makeUser(t.db);
    const at = (title: string, latitude: number, longitude: number) =>
      makeEstate(t.db, seller.userId, { type: 'house', title, latitude, longitude });
    await at('Dom w trójkącie', 50.05, 19.9);
    await at('Dom w rogu prostokąta', 50.18, 20.05);
    await at('Dom poza mapą', 50.3, 19.9);
    await matchSavedSearches(t.db, links);

    const [inPolygon, ...otherPolygonMails] = await mailTo('wielokat@example.pl');
    expect(otherPolygonMails).toEqual([]);
    expect(inPolygon?.text).toContain('Dom w trójkącie');
    expect(inPolygon?.text).not.toContain('Dom w rogu prostokąta');
    expect(inPolygon?.text).not.toContain('Dom poza mapą');
    const [inRectangle] = await mailTo('prostokat@example.pl');
    expect(inRectangle?.text).toContain('Dom w trójkącie');
    expect(inRectangle?.text).toContain('Dom w rogu prostokąta');
    expect(inRectangle?.text).not.toContain('Dom poza mapą');
  });

  it('announces by the price band a search names, even when its stored columns say otherwise', async () => {
    // A category, a city and a price band are decided by the search's indexed columns, as long as they still say
    // what its criteria say; stale columns (a rule of reading criteria changed) leave the decision to the criteria.
    const inBand = 'pasmo@example.pl';
    const stale = 'nieaktualne@example.pl';
    await confirmedVisitorSearch(inBand, { ...krakowFlats, priceFrom: '200000', priceTo: '400000' });
    await confirmedVisitorSearch(stale, { ...krakowFlats, priceTo: '400000' });
    await t.db.update(savedSearches).set({ priceTo: null }).where(eq(savedSearches.email, stale));
    const seller = await makeUser(t.db);
    const cheap = await makeEstate(t.db, seller.userId, { price: 300_000, title: 'W paśmie cen' });
    await makeEstate(t.db, seller.userId, { price: 500_000, title: 'Za drogie' });
    await makeEstate(t.db, seller.userId, { price: 150_000, title: 'Za tanie' });
    await matchSavedSearches(t.db, links);
    for (const email of [inBand, stale]) {
      const [alert, ...others] = await mailTo(email);
      expect(others).toEqual([]);
      expect(alert?.text).toContain(`/${cheap.estateId}`);
      expect(alert?.text).not.toMatch(/Za drogie/);
    }
    expect((await mailTo(inBand))[0]?.text).not.toMatch(/Za tanie/);
  });

  it('does not announce an ad that was online before the search was saved', async () => {
    const seller = await makeUser(t.db);
    await makeEstate(t.db, seller.userId, { price: 200_000 });
    const email = 'pozniej@example.pl';
    await confirmedVisitorSearch(email, { ...krakowFlats, priceTo: '250000' });
    await matchSavedSearches(t.db, links);
    expect(await mailTo(email)).toEqual([]);
  });

  it('sends one alert when several instances run the job at once', async () => {
    const email = 'dwa@example.pl';
    await confirmedVisitorSearch(email, { type: 'house', rent: '1' });
    const seller = await makeUser(t.db);
    await makeEstate(t.db, seller.userId, { type: 'house', rent: 1, price: 4000 });
    await Promise.all([matchSavedSearches(t.db, links), matchSavedSearches(t.db, links)]);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('unsubscribes with one click (RFC 8058) from the headers of an alert', async () => {
    const email = 'wypisz@example.pl';
    const searchId = await confirmedVisitorSearch(email, { type: 'land', rent: '0' });
    const seller = await makeUser(t.db);
    await makeEstate(t.db, seller.userId, { type: 'land', price: 90_000 });
    await matchSavedSearches(t.db, links);
    const [alert] = await mailTo(email);
    const header = (name: string) =>
      alert?.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = header('list-unsubscribe').match(
      /<http:\/\/portal\.example(\/api\/saved-searches\/\d+\/unsubscribe\/[\w-]+)>/,
    )?.[1];
    expect(alert?.text).toContain(`http://portal.example/wypisz-wyszukiwanie/${searchId}/`);

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${searchId}/unsubscribe/abc`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.json()).toEqual({ error: savedSearchMessages.linkInvalid });
    const oneClick = await t.app.inject({
      method: 'POST',
      url: String(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toEqual({ message: savedSearchMessages.unsubscribed, isAccount: false });
    // The e-mails stop; the search stays, until the same link removes it.
    smtp.received.length = 0;
    await makeEstate(t.db, seller.userId, { type: 'land', price: 80_000 });
    await matchSavedSearches(t.db, links);
    expect(await mailTo(email)).toEqual([]);
    const kept = t.db.select().from(savedSearches).where(eq(savedSearches.searchId, searchId));
    expect((await kept).map((row) => row.frequency)).toEqual(['off']);
    const removed = await t.app.inject({
      method: 'POST',
      url: String(url).replace('/unsubscribe/', '/remove/'),
    });
    expect(removed.json()).toEqual({ message: savedSearchMessages.removed });
    expect(await kept).toEqual([]);
    const forgedRemoval = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${searchId}/remove/abc`,
    });
    expect(forgedRemoval.statusCode).toBe(400);
  });

  it('lets an account’s owner turn the alerts back on after unsubscribing from an e-mail', async () => {
    const { user, headers } = await accountWithHeader();
    await saveAs(headers, { name: 'Domy', criteria: { type: 'house', rent: '1' } });
    const [search] = (await t.app.inject({ url: '/api/saved-searches', headers })).json();
    const seller = await makeUser(t.db);
    await makeEstate(t.db, seller.userId, { type: 'house', rent: 1 });
    await matchSavedSearches(t.db, links);
    const [alert] = await mailTo(user.email);
    const page = alert?.text?.match(/\/wypisz-wyszukiwanie\/(\d+)\/([\w-]+)/);
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${page?.[1]}/unsubscribe/${page?.[2]}`,
    });
    expect(unsubscribed.json()).toEqual({ message: savedSearchMessages.unsubscribed, isAccount: true });
    const listed = (await t.app.inject({ url: '/api/saved-searches', headers })).json();
    expect(listed).toEqual([{ ...search, frequency: 'off' }]);

    smtp.received.length = 0;
    await makeEstate(t.db, seller.userId, { type: 'house', rent: 1 });
    await matchSavedSearches(t.db, links);
    expect(await mailTo(user.email)).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/saved-searches/${search.searchId}`,
      headers,
      payload: { frequency: 'instant' },
    });
    await makeEstate(t.db, seller.userId, { type: 'house', rent: 1 });
    await matchSavedSearches(t.db, links);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it('gathers a daily search’s ads into one digest', async () => {
    const email = 'codziennie@example.pl';
    await confirmedVisitorSearch(email, { type: 'place', rent: '1' }, 'daily');
    const seller = await makeUser(t.db);
    const first = await makeEstate(t.db, seller.userId, { type: 'place', rent: 1, title: 'Lokal pierwszy' });
    await matchSavedSearches(t.db, links);
    await makeEstate(t.db, seller.userId, { type: 'place', rent: 1, title: 'Lokal drugi' });
    await matchSavedSearches(t.db, links);
    expect(await mailTo(email)).toEqual([]);

    await sendDigests(t.db, links);
    const [digest, ...others] = await mailTo(email);
    expect(others).toEqual([]);
    expect(digest?.subject).toBe('Nowe ogłoszenia z ostatniego dnia: Mieszkanie');
    expect(digest?.text).toContain('Lokal pierwszy');
    expect(digest?.text).toContain('Lokal drugi');
    expect(digest?.text).toContain(`/${first.estateId}`);
    smtp.received.length = 0;
    await sendDigests(t.db, links);
    expect(await mailTo(email)).toEqual([]);
  });
});
