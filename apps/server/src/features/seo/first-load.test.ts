import { brotliDecompressSync } from 'node:zlib';
import { answerFingerprint, EstateCardListSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow, makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';
import { initialData, listCss, makeWebDist, manifestFile } from './web-dist.fixture.ts';

describe('the first load of a public page', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: makeWebDist(manifestFile), PUBLIC_URL: 'http://dachowo.example' });
  });
  afterAll(() => t.close());

  const api = async (path: string) => (await t.app.inject(path)).json();

  it('carries the list page chunk preloads, its first data as the API answers it and the first photo', async () => {
    const owner = await makeUser(t.db);
    const ad = await makeEstate(t.db, owner.userId, { type: 'house', rent: 1, cityId: krakow.cityId });
    const photo = await makePhoto(t.db, ad.estateId, 0);

    const { body: html } = await t.app.inject('/domy/wynajem/');

    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/list-page-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/estate-list-1.js">',
    );
    // The entry's own chunks are index.html's business.
    expect(html).not.toContain('fetchpriority="low" crossorigin href="/assets/react-1.js"');
    // The address the web app requests for page 1 in the default sort (features/listing/api/get-category-list.ts).
    const path = '/api/estates/domy/wynajem?page=1&sortBy=estateId&sortOrder=DESC';
    const data = initialData(html);
    expect(Object.keys(data ?? {})).toEqual([path, '/api/config']);
    expect(data?.[path]).toEqual(await api(path));
    expect(JSON.stringify(data?.[path])).toContain(`"estateId":${ad.estateId}`);
    const card = `/estates/dom/${photo.filename}`;
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${card}/360x270" imagesrcset="${card}/360x270 360w, ${card}/750x500 750w"`,
    );
  });

  it("holds the route's own styles itself and links the entry's, which the browser keeps for every page", async () => {
    const { body: html } = await t.app.inject('/domy/wynajem/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style>${listCss}</style>`);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).not.toContain('estate-list-1.css');
  });

  it("carries a list in the address's sort, and in the default sort for a sort it does not know", async () => {
    const owner = await makeUser(t.db);
    await makeEstate(t.db, owner.userId, { type: 'land', rent: 0, price: 80_000, area: 400 });
    await makeEstate(t.db, owner.userId, { type: 'land', rent: 0, price: 90_000, area: 1000 });
    const sorted = '/api/estates/dzialki/sprzedaz?page=1&sortBy=pricePerM2&sortOrder=DESC';
    const { body: html } = await t.app.inject('/dzialki/sprzedaz/?sort=cena-m2-malejaco');
    const data = initialData(html) ?? {};
    expect(Object.keys(data)).toEqual([sorted, '/api/config']);
    expect(data[sorted]).toEqual(await api(sorted));
    // 200 zł/m² before 90 zł/m²: the page's first ad is the dearer per m², not the newer.
    expect((data[sorted] as { rows: { price: number }[] }).rows[0]?.price).toBe(80_000);

    const { body: unknown } = await t.app.inject('/dzialki/sprzedaz/?sort=po-cenie');
    expect(Object.keys(initialData(unknown) ?? {})).toEqual([
      '/api/estates/dzialki/sprzedaz?page=1&sortBy=estateId&sortOrder=DESC',
      '/api/config',
    ]);
  });

  it('gives a city list its city too, as /api/cities/{id} answers it', async () => {
    const { body: html } = await t.app.inject(`/domy/wynajem/${krakow.cityId}/krakow/oferty-2`);
    const data = initialData(html) ?? {};
    const list = `/api/estates/domy/wynajem/city/${krakow.cityId}/?page=2&sortBy=estateId&sortOrder=DESC`;
    const city = `/api/cities/${krakow.cityId}`;
    expect(Object.keys(data)).toEqual([list, city, '/api/config']);
    expect(data[list]).toEqual(await api(list));
    expect(data[city]).toEqual(await api(city));
  });

  it('gives a search page its city and its first photo, and leaves its results out of the data it carries', async () => {
    const owner = await makeUser(t.db);
    const ad = await makeEstate(t.db, owner.userId, { type: 'land', price: 120_000, cityId: krakow.cityId });
    const photo = await makePhoto(t.db, ad.estateId, 0);
    await makeEstate(t.db, owner.userId, { type: 'land', price: 990_000, cityId: krakow.cityId });

    const { body: html } = await t.app.inject(
      `/wyszukaj-ogloszenia?type=land&rent=0&city=${krakow.cityId}&priceTo=200000&page=1`,
    );

    // The results are rendered (below: a public page rendered by the server), not carried: the browser asks the API
    // for them while it hydrates the rest, and compares their fingerprint with the one the page carries.
    const results = `/api/estates/search?type=land&rent=0&city=${krakow.cityId}&priceTo=200000&page=1&sortBy=estateId&sortOrder=DESC`;
    const city = `/api/cities/${krakow.cityId}`;
    const data = initialData(html) ?? {};
    expect(Object.keys(data)).toEqual([`rendered:${results}`, city, '/api/config']);
    // As the browser digests the API's answer: parsed by the answer's schema (apps/web/src/api/response-schemas.ts).
    const fetched = EstateCardListSchema.parse(await api(results));
    expect(fetched.rows.map((row) => row.estateId)).toContain(ad.estateId);
    expect(data[`rendered:${results}`]).toBe(answerFingerprint(fetched));
    // The form shows the chosen city by its name.
    expect(data[city]).toEqual(await api(city));
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/estates/dzialka/${photo.filename}/360x270"`,
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/search-page-1.js">',
    );
    // Criteria the API would refuse: the page asks the API itself, and shows its answer.
    const refused = (await t.app.inject('/wyszukaj-ogloszenia?type=land&priceFrom=tanio')).body;
    expect(Object.keys(initialData(refused) ?? {})).toEqual(['/api/config']);
  });

  it("carries an ad's detail and preloads its main photo at the gallery's sizes", async () => {
    const owner = await makeUser(t.db);
    const ad = await makeEstate(t.db, owner.userId);
    const main = await makePhoto(t.db, ad.estateId, 0);
    await makePhoto(t.db, ad.estateId, 1);

    const { statusCode, body: html } = await t.app.inject(`/mieszkanie/tytul/${ad.estateId}`);

    expect(statusCode).toBe(200);
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/estate-page-1.js">',
    );
    const path = `/api/estates/${ad.estateId}`;
    const related = `/api/estates/${ad.estateId}/related`;
    expect(initialData(html)).toEqual({
      [path]: await api(path),
      [related]: await api(related),
      '/api/config': await api('/api/config'),
    });
    const large = `/estates/mieszkanie/${main.filename}`;
    expect(html).toContain(
      `href="${large}/1280x960" imagesrcset="${large}/360x270 360w, ${large}/750x500 750w, ${large}/1280x960 1280w"`,
    );
  });

  it('carries no ad for a missing ad: the page shows its own not-found view', async () => {
    const { statusCode, body: html } = await t.app.inject('/mieszkanie/tytul/999999');
    expect(statusCode).toBe(404);
    expect(Object.keys(initialData(html) ?? {})).toEqual(['/api/config']);
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it('keeps an ad title with </script> inside the data', async () => {
    const owner = await makeUser(t.db);
    const title = 'Dom </script><script>alert(1)</script> $& tanio';
    const ad = await makeEstate(t.db, owner.userId, { title });

    const { body: html } = await t.app.inject(`/mieszkanie/tytul/${ad.estateId}`);

    expect(html).not.toContain('<script>alert(1)');
    const data = initialData(html) as Record<string, { title: string }>;
    expect(data[`/api/estates/${ad.estateId}`]?.title).toBe(title);
  });

  it("preloads the photo of the home page's first promoted ad, its largest paint", async () => {
    const owner = await makeUser(t.db);
    const ad = await makeEstate(t.db, owner.userId, { promoted: 1 });
    const photo = await makePhoto(t.db, ad.estateId, 0);

    const { body: html } = await t.app.inject('/');

    const card = `/estates/mieszkanie/${photo.filename}`;
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${card}/360x270" imagesrcset="${card}/360x270 360w, ${card}/750x500 750w"`,
    );
  });

  it('gives the home page its promoted and recent ads, and every page the settings /api/config answers', async () => {
    const home = initialData((await t.app.inject('/')).body) ?? {};
    expect(Object.keys(home)).toEqual([
      '/api/estates/promoted',
      '/api/estates/recently-added',
      '/api/config',
    ]);
    expect(home['/api/estates/recently-added']).toEqual(await api('/api/estates/recently-added'));
    expect(initialData((await t.app.inject('/logowanie')).body)).toEqual({
      '/api/config': await api('/api/config'),
    });
  });
});

describe('the first load with the lists cache on', () => {
  it("shares the API's cache entry: the page's list is the one the API then answers", async () => {
    const t = await createTestApp({ WEB_DIST: makeWebDist(), PUBLIC_LIST_CACHE_SECONDS: '60' });
    try {
      const owner = await makeUser(t.db);
      await makeEstate(t.db, owner.userId, { type: 'land' });
      const path = '/api/estates/dzialki/sprzedaz?page=1&sortBy=estateId&sortOrder=DESC';
      const embedded = initialData((await t.app.inject('/dzialki/sprzedaz/')).body)?.[path];
      // Written straight to the database, so nothing clears the cache: only a shared entry hides it.
      await makeEstate(t.db, owner.userId, { type: 'land' });
      expect((await t.app.inject(path)).json()).toEqual(embedded);
      expect(embedded).toMatchObject({ count: 1 });
    } finally {
      await t.close();
    }
  });
});

describe('a public page rendered by the server', () => {
  // A stand-in for the web build's server module (apps/web/build.ts writes the real one, which the e2e suite
  // drives): it shows what it was given, and fails for one page.
  const renderModule = `export async function renderPage({ url, answers }) {
    if (new URL(url).pathname === '/o-nas') throw new Error('render failed');
    return '<p>' + new URL(url).pathname + ' ' + Object.keys(answers).join(' ') + '</p>' + '<p>Ogłoszenie</p>'.repeat(100);
  }`;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const webDist = makeWebDist({ ...manifestFile, '.ssr/render-page.js': renderModule });
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it('carries the markup in #root and starts the scripts, each after the chunks it imports, once the page has loaded', async () => {
    const { body: html } = await t.app.inject('/domy/wynajem/');

    expect(html).toContain(
      '<div id="root"><p>/domy/wynajem/ /api/estates/domy/wynajem?page=1&sortBy=estateId&sortOrder=DESC /api/config</p>',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script src="/start.js" defer data-modules="react-1 index-1 estate-list-1 list-page-1"></script>',
    );
    expect(initialData(html)).toHaveProperty([
      '/api/estates/domy/wynajem?page=1&sortBy=estateId&sortOrder=DESC',
    ]);
  });

  it("renders a search page's results, which the page leaves to the browser to ask for", async () => {
    const { body: html } = await t.app.inject('/wyszukaj-ogloszenia?type=land&rent=0&page=1');

    // The address the web app requests (features/search/api/search-estates.ts): the page's query, sorted.
    const results = '/api/estates/search?type=land&rent=0&page=1&sortBy=estateId&sortOrder=DESC';
    expect(html).toContain(`<div id="root"><p>/wyszukaj-ogloszenia ${results} /api/config</p>`);
    expect(Object.keys(initialData(html) ?? {})).toEqual([`rendered:${results}`, '/api/config']);
  });

  it('sends the shell the browser renders when the render fails', async () => {
    const { statusCode, body: html } = await t.app.inject('/o-nas');
    expect(statusCode).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('leaves private pages and a missing ad to the browser', async () => {
    for (const path of ['/zarzadzaj-ogloszeniami', '/mieszkanie/tytul/999999']) {
      const { body: html } = await t.app.inject(path);
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  // The static files are the ones found at start outside dot folders (wildcard off): these stay the server's.
  it("keeps the build's server module and manifest to itself", async () => {
    for (const path of ['/.ssr/render-page.js', '/.vite/manifest.json']) {
      expect((await t.app.inject(path)).statusCode, path).toBe(404);
    }
  });

  it('sends the page in brotli to a browser that accepts it', async () => {
    const response = await t.app.inject({
      url: '/domy/wynajem/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<div id="root"><p>/domy/wynajem/',
    );
  });
});
