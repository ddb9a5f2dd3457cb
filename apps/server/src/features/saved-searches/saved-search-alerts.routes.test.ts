import { savedSearchMessages, serializeCoordinates, serializePolygon } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { krakow, makeEstate, makeUser, warszawa } from '../../../test/factories.ts';
import { estates, savedSearches } from '../../db/schema.ts';
import { matchSavedSearches } from './match-saved-searches.ts';
import { krakowFlats, useSavedSearchesApp } from './saved-searches.harness.ts';
import { sendDigests } from './send-digests.ts';

const s = useSavedSearchesApp();
const { mailTo, accountWithHeader, saveAs, confirmedVisitorSearch } = s;

describe('alerts', () => {
  it('announces an ad that newly matches after a price change, once, with its title, price and link', async () => {
    const email = 'alert@example.pl';
    await confirmedVisitorSearch(email, { ...krakowFlats, priceTo: '400000', roomsFrom: '3' });
    const seller = await makeUser(s.t.db);
    const dear = await makeEstate(s.t.db, seller.userId, {
      price: 450_000,
      title: 'Mieszkanie przy Plantach',
    });
    const fewRooms = await makeEstate(s.t.db, seller.userId, { price: 300_000, rooms: 2 });
    await makeEstate(s.t.db, seller.userId, { price: 300_000, ...warszawa });
    await matchSavedSearches(s.t.db, s.links);
    expect(await mailTo(email)).toEqual([]);

    await s.t.db.update(estates).set({ price: 390_000 }).where(eq(estates.estateId, dear.estateId));
    await s.t.db
      .update(estates)
      .set({ title: 'Tanie, ale dwa pokoje' })
      .where(eq(estates.estateId, fewRooms.estateId));
    await matchSavedSearches(s.t.db, s.links);
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
    s.smtp.received.length = 0;
    await s.t.db
      .update(estates)
      .set({ title: 'Mieszkanie przy Plantach, 3 pokoje' })
      .where(eq(estates.estateId, dear.estateId));
    await matchSavedSearches(s.t.db, s.links);
    expect(await mailTo(email)).toEqual([]);
    await s.t.db.update(estates).set({ price: 380_000 }).where(eq(estates.estateId, dear.estateId));
    await matchSavedSearches(s.t.db, s.links);
    const [drop, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(drop?.text).toContain('380\u00a0000\u00a0zł (obniżka z 390\u00a0000\u00a0zł)');
  });

  it('shows a rent ad’s price per month', async () => {
    const email = 'najem@example.pl';
    await confirmedVisitorSearch(email, { type: 'apartment', rent: '1', city: String(krakow.cityId) });
    const seller = await makeUser(s.t.db);
    await makeEstate(s.t.db, seller.userId, { rent: 1, price: 2500, title: 'Kawalerka do wynajęcia' });
    await matchSavedSearches(s.t.db, s.links);
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
    const seller = await makeUser(s.t.db);
    const at = (title: string, latitude: number, longitude: number) =>
      makeEstate(s.t.db, seller.userId, { type: 'house', title, latitude, longitude });
    await at('Dom w trójkącie', 50.05, 19.9);
    await at('Dom w rogu prostokąta', 50.18, 20.05);
    await at('Dom poza mapą', 50.3, 19.9);
    await matchSavedSearches(s.t.db, s.links);

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
    await s.t.db.update(savedSearches).set({ priceTo: null }).where(eq(savedSearches.email, stale));
    const seller = await makeUser(s.t.db);
    const cheap = await makeEstate(s.t.db, seller.userId, { price: 300_000, title: 'W paśmie cen' });
    await makeEstate(s.t.db, seller.userId, { price: 500_000, title: 'Za drogie' });
    await makeEstate(s.t.db, seller.userId, { price: 150_000, title: 'Za tanie' });
    await matchSavedSearches(s.t.db, s.links);
    for (const email of [inBand, stale]) {
      const [alert, ...others] = await mailTo(email);
      expect(others).toEqual([]);
      expect(alert?.text).toContain(`/${cheap.estateId}`);
      expect(alert?.text).not.toMatch(/Za drogie/);
    }
    expect((await mailTo(inBand))[0]?.text).not.toMatch(/Za tanie/);
  });

  it('does not announce an ad that was online before the search was saved', async () => {
    const seller = await makeUser(s.t.db);
    await makeEstate(s.t.db, seller.userId, { price: 200_000 });
    const email = 'pozniej@example.pl';
    await confirmedVisitorSearch(email, { ...krakowFlats, priceTo: '250000' });
    await matchSavedSearches(s.t.db, s.links);
    expect(await mailTo(email)).toEqual([]);
  });

  it('sends one alert when several instances run the job at once', async () => {
    const email = 'dwa@example.pl';
    await confirmedVisitorSearch(email, { type: 'house', rent: '1' });
    const seller = await makeUser(s.t.db);
    await makeEstate(s.t.db, seller.userId, { type: 'house', rent: 1, price: 4000 });
    await Promise.all([matchSavedSearches(s.t.db, s.links), matchSavedSearches(s.t.db, s.links)]);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('unsubscribes with one click (RFC 8058) from the headers of an alert', async () => {
    const email = 'wypisz@example.pl';
    const searchId = await confirmedVisitorSearch(email, { type: 'land', rent: '0' });
    const seller = await makeUser(s.t.db);
    await makeEstate(s.t.db, seller.userId, { type: 'land', price: 90_000 });
    await matchSavedSearches(s.t.db, s.links);
    const [alert] = await mailTo(email);
    const header = (name: string) =>
      alert?.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = header('list-unsubscribe').match(
      /<http:\/\/portal\.example(\/api\/saved-searches\/\d+\/unsubscribe\/[\w-]+)>/,
    )?.[1];
    expect(alert?.text).toContain(`http://portal.example/wypisz-wyszukiwanie/${searchId}/`);

    const forged = await s.t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${searchId}/unsubscribe/abc`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.json()).toEqual({ error: savedSearchMessages.linkInvalid });
    const oneClick = await s.t.app.inject({
      method: 'POST',
      url: String(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toEqual({ message: savedSearchMessages.unsubscribed, isAccount: false });
    // The e-mails stop; the search stays, until the same link removes it.
    s.smtp.received.length = 0;
    await makeEstate(s.t.db, seller.userId, { type: 'land', price: 80_000 });
    await matchSavedSearches(s.t.db, s.links);
    expect(await mailTo(email)).toEqual([]);
    const kept = s.t.db.select().from(savedSearches).where(eq(savedSearches.searchId, searchId));
    expect((await kept).map((row) => row.frequency)).toEqual(['off']);
    const removed = await s.t.app.inject({
      method: 'POST',
      url: String(url).replace('/unsubscribe/', '/remove/'),
    });
    expect(removed.json()).toEqual({ message: savedSearchMessages.removed });
    expect(await kept).toEqual([]);
    const forgedRemoval = await s.t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${searchId}/remove/abc`,
    });
    expect(forgedRemoval.statusCode).toBe(400);
  });

  it('lets an account’s owner turn the alerts back on after unsubscribing from an e-mail', async () => {
    const { user, headers } = await accountWithHeader();
    await saveAs(headers, { name: 'Domy', criteria: { type: 'house', rent: '1' } });
    const [search] = (await s.t.app.inject({ url: '/api/saved-searches', headers })).json();
    const seller = await makeUser(s.t.db);
    await makeEstate(s.t.db, seller.userId, { type: 'house', rent: 1 });
    await matchSavedSearches(s.t.db, s.links);
    const [alert] = await mailTo(user.email);
    const page = alert?.text?.match(/\/wypisz-wyszukiwanie\/(\d+)\/([\w-]+)/);
    const unsubscribed = await s.t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${page?.[1]}/unsubscribe/${page?.[2]}`,
    });
    expect(unsubscribed.json()).toEqual({ message: savedSearchMessages.unsubscribed, isAccount: true });
    const listed = (await s.t.app.inject({ url: '/api/saved-searches', headers })).json();
    expect(listed).toEqual([{ ...search, frequency: 'off' }]);

    s.smtp.received.length = 0;
    await makeEstate(s.t.db, seller.userId, { type: 'house', rent: 1 });
    await matchSavedSearches(s.t.db, s.links);
    expect(await mailTo(user.email)).toEqual([]);
    await s.t.app.inject({
      method: 'PUT',
      url: `/api/saved-searches/${search.searchId}`,
      headers,
      payload: { frequency: 'instant' },
    });
    await makeEstate(s.t.db, seller.userId, { type: 'house', rent: 1 });
    await matchSavedSearches(s.t.db, s.links);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it('gathers a daily search’s ads into one digest', async () => {
    const email = 'codziennie@example.pl';
    await confirmedVisitorSearch(email, { type: 'place', rent: '1' }, 'daily');
    const seller = await makeUser(s.t.db);
    const first = await makeEstate(s.t.db, seller.userId, {
      type: 'place',
      rent: 1,
      title: 'Lokal pierwszy',
    });
    await matchSavedSearches(s.t.db, s.links);
    await makeEstate(s.t.db, seller.userId, { type: 'place', rent: 1, title: 'Lokal drugi' });
    await matchSavedSearches(s.t.db, s.links);
    expect(await mailTo(email)).toEqual([]);

    await sendDigests(s.t.db, s.links);
    const [digest, ...others] = await mailTo(email);
    expect(others).toEqual([]);
    expect(digest?.subject).toBe('Nowe ogłoszenia z ostatniego dnia: Mieszkanie');
    expect(digest?.text).toContain('Lokal pierwszy');
    expect(digest?.text).toContain('Lokal drugi');
    expect(digest?.text).toContain(`/${first.estateId}`);
    s.smtp.received.length = 0;
    await sendDigests(s.t.db, s.links);
    expect(await mailTo(email)).toEqual([]);
  });
});
