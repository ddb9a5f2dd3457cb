import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';

const indexHtml = `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Ogólny opis." />
    <title>Portal ogłoszeń nieruchomości</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('pages and files for search engines', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(webDist, 'index.html'), indexHtml);
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'http://dachowo.example' });
  });
  afterAll(() => t.close());

  const page = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.headers['content-type']).toContain('text/html');
    return { status: res.statusCode, html: res.body };
  };

  it('gives an ad page its title, description, canonical address and main photo as the preview', async () => {
    const owner = await makeUser(t.db);
    const ad = await makeEstate(t.db, owner.userId, {
      title: 'Słoneczne mieszkanie "Pod Wawelem"',
      price: 650000,
    });
    const photo = await makePhoto(t.db, ad.estateId, 0);

    const { status, html } = await page(`/mieszkanie/dowolny-tytul/${ad.estateId}`);

    expect(status).toBe(200);
    expect(html).toContain('<title>Słoneczne mieszkanie &#34;Pod Wawelem&#34; – Dachowo.pl</title>');
    expect(html).not.toContain('Portal ogłoszeń nieruchomości');
    expect(html).toMatch(/<meta name="description" content="650\s000\szł, 50\sm², Kraków\. Przestronne/);
    const canonical = `http://dachowo.example/mieszkanie/sloneczne-mieszkanie-pod-wawelem/${ad.estateId}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="http://dachowo.example/estates/mieszkanie/${photo.filename}/750x500" />`,
    );
    expect(html).toContain('<meta property="og:title"');
    expect(html).not.toContain('noindex');
  });

  const expectNotFound = async (url: string, title: string) => {
    const { status, html } = await page(url);
    expect(status, url).toBe(404);
    expect(html, url).toContain(`<title>${title} – Dachowo.pl</title>`);
    expect(html, url).toContain('<meta name="robots" content="noindex" />');
    // The app still comes with it and shows its error view.
    expect(html, url).toContain('<div id="root"></div>');
  };

  it('answers 404 with noindex for an ad number that never was an ad, still with the app', async () => {
    await expectNotFound('/mieszkanie/cos/999999', 'Nie znaleziono ogłoszenia');
  });

  it('answers 410 for an ad no longer online, carrying what it was in the first data', async () => {
    const owner = await makeUser(t.db);
    const gone = await makeEstate(t.db, owner.userId, { active: 0, type: 'house', rent: 1 });
    const nearby = await makeEstate(t.db, owner.userId, { type: 'house', rent: 1 });

    const { status, html } = await page(`/dom/cos/${gone.estateId}`);

    expect(status).toBe(410);
    expect(html).toContain('<title>Ogłoszenie nieaktualne – Dachowo.pl</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const firstData = JSON.parse(
      html.match(/<script[^>]*id="initial-data"[^>]*>(.*?)<\/script>/s)?.[1] ?? '{}',
    );
    expect(firstData[`/api/estates/${gone.estateId}/archived`]).toMatchObject({
      estateId: gone.estateId,
      type: 'house',
      rent: 1,
      city: { city: 'Kraków' },
      related: [expect.objectContaining({ estateId: nearby.estateId })],
    });
    // An ad online carries no such answer.
    const online = await page(`/dom/cos/${nearby.estateId}`);
    expect(online.status).toBe(200);
    expect(online.html).not.toContain(`/api/estates/${nearby.estateId}/archived`);
  });

  it('answers 404 with a not-found title for paths without a page, a list page past the last, an unknown city', async () => {
    for (const url of ['/xyz/abc', '/domy/foo/', '/oferty-abc', '/mieszkania/sprzedaz/12/', '/schowekx'])
      await expectNotFound(url, 'Nie znaleziono strony');
    await expectNotFound('/strona-nie-istnieje', 'Nie znaleziono strony');
    await expectNotFound('/dzialki/wynajem/1/nigdzie/', 'Nie znaleziono miejscowości');

    const owner = await makeUser(t.db);
    await makeEstate(t.db, owner.userId, { type: 'place', rent: 1 });
    expect((await page('/lokale/wynajem/')).status).toBe(200);
    await expectNotFound('/lokale/wynajem/oferty-2', 'Nie znaleziono strony');
    await expectNotFound('/lokale/wynajem/950463/krakow/oferty-2', 'Nie znaleziono strony');
    // Pages of the app without a head of their own are still there.
    for (const url of [
      '/polityka-cookies',
      '/zarzadzaj-ogloszeniami/oferty-2',
      '/wyszukaj-ogloszenia?type=house',
    ])
      expect((await page(url)).status, url).toBe(200);
  });

  it('answers 200 for every page the web app has, the e-mailed links included, and 404 beside them', async () => {
    for (const url of [
      '/zapisane-wyszukiwania',
      '/ostatnio-ogladane',
      '/potwierdz-wyszukiwanie/12/sekret',
      '/wypisz-wyszukiwanie/12/podpis',
      '/odwolanie/3/podpis',
      '/dodaj-ogloszenie/mieszkanie/krok/2',
      '/admin/moderacja',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
    }
    for (const url of ['/zapisane-wyszukiwania/x', '/wypisz-wyszukiwanie/12', '/schowek/cokolwiek'])
      await expectNotFound(url, 'Nie znaleziono strony');
  });

  it("answers 404 for an unknown seller and for a seller's or a search's page past the last", async () => {
    const seller = await makeUser(t.db);
    await makeEstate(t.db, seller.userId, { type: 'object', rent: 1 });
    const idle = await makeUser(t.db);
    expect((await page(`/ogloszenia-uzytkownika/${seller.userId}`)).status).toBe(200);
    // A user without ads has the spec's empty list, but no second page.
    const empty = await page(`/ogloszenia-uzytkownika/${idle.userId}`);
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('<title>Ogłoszenia użytkownika – Dachowo.pl</title>');
    for (const userId of [seller.userId, idle.userId])
      await expectNotFound(`/ogloszenia-uzytkownika/${userId}/oferty-2`, 'Nie znaleziono strony');
    await expectNotFound('/ogloszenia-uzytkownika/999999', 'Nie znaleziono użytkownika');

    const search = '/wyszukaj-ogloszenia?type=object&rent=1';
    expect((await page(`${search}&page=1`)).status).toBe(200);
    await expectNotFound(`${search}&page=2`, 'Nie znaleziono strony');
    // Nothing found is an answer on the first page, not a missing page.
    expect((await page('/wyszukaj-ogloszenia?type=object&rent=1&priceFrom=999999999')).status).toBe(200);
  });

  it("moves a city list under another city's name or a mistyped slug to the city's own address", async () => {
    const moves: [url: string, location: string][] = [
      ['/domy/wynajem/950463/warszawa/?sort=cena-rosnaco', '/domy/wynajem/950463/krakow/?sort=cena-rosnaco'],
      ['/domy/wynajem/950463/krakowx/oferty-2', '/domy/wynajem/950463/krakow/oferty-2'],
      ['/domy/wynajem/950463/krakow', '/domy/wynajem/950463/krakow/'],
    ];
    for (const [url, location] of moves) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    expect((await page('/domy/wynajem/950463/krakow/')).status).toBe(200);
  });

  it('titles list pages as the spec does, with paging in the canonical address', async () => {
    const owner = await makeUser(t.db);
    // A second page to title: more ads than one page holds.
    for (let n = 0; n < 25; n++) await makeEstate(t.db, owner.userId);
    const list = await page('/mieszkania/sprzedaz/oferty-2');
    expect(list.html).toContain('<title>Mieszkania na sprzedaż – strona 2 – Dachowo.pl</title>');
    expect(list.html).toContain('href="http://dachowo.example/mieszkania/sprzedaz/oferty-2"');
    const city = await page('/domy/wynajem/950463/krakow/');
    expect(city.html).toContain('<title>Domy na wynajem w miejscowości Kraków – Dachowo.pl</title>');
    expect(city.html).toContain('href="http://dachowo.example/domy/wynajem/950463/krakow/"');
    const home = await page('/');
    expect(home.html).toContain('<link rel="canonical" href="http://dachowo.example/" />');
    expect((await page('/logowanie')).html).toContain('noindex');
  });

  it('lists active ads and the list pages in the sitemap, never an inactive ad', async () => {
    const owner = await makeUser(t.db);
    const shown = await makeEstate(t.db, owner.userId, { title: 'Dom z ogrodem & garażem', type: 'house' });
    const hidden = await makeEstate(t.db, owner.userId, { active: 0 });

    const res = await t.app.inject('/sitemap.xml');

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(
      `<loc>http://dachowo.example/dom/dom-z-ogrodem-garazem/${shown.estateId}</loc>`,
    );
    expect(res.body).not.toContain(`/${hidden.estateId}</loc>`);
    expect(res.body).toContain('<loc>http://dachowo.example/dzialki/wynajem/</loc>');
    expect(res.body).toContain('<loc>http://dachowo.example/faq</loc>');
    expect(res.body.trim().endsWith('</urlset>')).toBe(true);
  });

  it('lets robots crawl the site except the API and account pages, and points at the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.body).toContain('User-agent: *\nAllow: /\n');
    expect(res.body).toContain('Disallow: /api/\n');
    expect(res.body).toContain('Disallow: /zarzadzaj-ogloszeniami\n');
    expect(res.body).toContain('Disallow: /wypisz-wyszukiwanie\n');
    expect(res.body).toContain('Sitemap: http://dachowo.example/sitemap.xml');
  });
});
