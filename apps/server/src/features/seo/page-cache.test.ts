import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { housePayload } from '../my-estates/estate-payload.fixture.ts';
import { createPageCache } from './page-cache.ts';
import { makeWebDist, manifestFile } from './web-dist.fixture.ts';

// A stand-in for the web build's render module: the titles of the ads in the page's first data; one page fails.
const renderModule = `export async function renderPage({ url, answers }) {
  if (new URL(url).pathname === '/o-nas') throw new Error('render failed');
  const rows = Object.values(answers).flatMap((answer) => answer.rows ?? []);
  return '<ul>' + rows.map((row) => '<li>' + row.title + '</li>').join('') + '</ul>';
}`;

describe('the page cache', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let ownerAuth: Record<string, string>;
  beforeAll(async () => {
    const webDist = makeWebDist({ ...manifestFile, '.ssr/render-page.js': renderModule });
    t = await createTestApp({ WEB_DIST: webDist, PAGE_CACHE_SECONDS: '60' });
    owner = await makeUser(t.db);
    ownerAuth = await authHeader(t.secrets.jwtSecret, owner);
  });
  afterAll(() => t.close());

  const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  // A write through the API clears the lists, and with them the pages: every test starts from an empty cache.
  const editTitle = async (estateId: number, title: string) => {
    const payload = housePayload({ title });
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/estates/dom/${estateId}`,
      headers: ownerAuth,
      payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const newHouse = async () => {
    const house = await makeEstate(t.db, owner.userId, { type: 'house', title: 'Dom na start' });
    await editTitle(house.estateId, 'Dom pod lasem');
    return house;
  };

  it('serves the second anonymous visit of a page from memory, without reading the ads again', async () => {
    await newHouse();
    const first = await visit('/domy/sprzedaz/');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.body).toContain('<li>Dom pod lasem</li>');
    // Written behind the app's back: only a page read again from the database would show it.
    await makeEstate(t.db, owner.userId, { type: 'house', title: 'Dom dopisany bokiem' });

    const second = await visit('/domy/sprzedaz/');

    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    // Another address is another page.
    expect((await visit('/domy/sprzedaz/oferty-2')).headers['x-page-cache']).toBe('miss');
  });

  it('renders the page again once an ad is edited', async () => {
    const house = await newHouse();
    expect((await visit('/domy/sprzedaz/')).body).toContain('<li>Dom pod lasem</li>');

    await editTitle(house.estateId, 'Dom nad rzeką');

    const after = await visit('/domy/sprzedaz/');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('<li>Dom nad rzeką</li>');
  });

  it('neither serves nor keeps a page asked for with credentials', async () => {
    await newHouse();
    const loggedIn = await visit('/domy/sprzedaz/', ownerAuth);
    expect(loggedIn.headers['x-page-cache']).toBe('bypass');
    expect(loggedIn.headers['cache-control']).toBe('private, no-cache');
    expect(loggedIn.headers.etag).toBeUndefined();
    // Nothing of that render was kept: the first anonymous visit renders its own.
    expect((await visit('/domy/sprzedaz/')).headers['x-page-cache']).toBe('miss');
    expect((await visit('/domy/sprzedaz/')).headers['x-page-cache']).toBe('hit');
    // Nor is the anonymous page given to a request with credentials.
    await makeEstate(t.db, owner.userId, { type: 'house', title: 'Dom widoczny po zalogowaniu' });
    const again = await visit('/domy/sprzedaz/', ownerAuth);
    expect(again.headers['x-page-cache']).toBe('bypass');
    expect(again.body).toContain('<li>Dom widoczny po zalogowaniu</li>');
  });

  it('does not keep the shell sent when the render failed', async () => {
    const failed = await visit('/o-nas');
    expect(failed.body).toContain('<div id="root"></div>');
    expect((await visit('/o-nas')).headers['x-page-cache']).toBe('miss');
  });

  it('keeps no not-found page: an unknown path or seller, a page past the last, is rendered again', async () => {
    for (const url of [
      '/xyz/abc',
      '/obiekty/wynajem/oferty-2',
      '/ogloszenia-uzytkownika/999999',
      `/ogloszenia-uzytkownika/${owner.userId}/oferty-2`,
      '/wyszukaj-ogloszenia?type=object&rent=1&page=2',
    ]) {
      expect((await visit(url)).statusCode, url).toBe(404);
      const again = await visit(url);
      expect(again.statusCode).toBe(404);
      expect(again.headers['x-page-cache']).toBe('miss');
    }
  });

  it('lets caches keep a page and answers 304 to a current ETag', async () => {
    await newHouse();
    const page = await visit('/domy/sprzedaz/');
    const etag = page.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(page.headers['cache-control']).toBe('public, no-cache');

    const revalidated = await visit('/domy/sprzedaz/', { 'if-none-match': String(etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const stale = await visit('/domy/sprzedaz/', { 'if-none-match': 'W/"an-older-page"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(page.body);
  });

  it('keeps the page compressed for browsers that accept brotli', async () => {
    await newHouse();
    const plain = await visit('/domy/sprzedaz/');
    const compressed = await visit('/domy/sprzedaz/', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['x-page-cache']).toBe('hit');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the page cache on its own', () => {
  const page =
    (body: string, { status = 200, complete = true } = {}) =>
    async () => ({ status, body, complete });

  it('lets concurrent visits of a page share one render', async () => {
    const cache = createPageCache(60);
    let renders = 0;
    const render = async () => ({ status: 200, body: `render ${++renders}`, complete: true });
    const pages = await Promise.all([cache.read('/', render), cache.read('/', render)]);
    expect(pages.map((kept) => String(kept.body))).toEqual(['render 1', 'render 1']);
  });

  it('keeps no page answered with another status than 200, nor one made without all it needed', async () => {
    const cache = createPageCache(60);
    await cache.read('/brak', page('nie ma', { status: 404 }));
    expect((await cache.read('/brak', page('nie ma', { status: 404 }))).cache).toBe('miss');
    // The database was down: the page went out without its list.
    const shell = await cache.read('/', page('bez listy', { complete: false }));
    expect(shell.etag).toBeUndefined();
    expect((await cache.read('/', page('z listą'))).body.toString()).toBe('z listą');
  });

  it('sends each visitor the page compressed, its copy for the later ones made once', async () => {
    const cache = createPageCache(60);
    const body = Array.from(
      { length: 300 },
      (_, i) => `<li>Mieszkanie ${i * 7919}, ${i % 5} pokoje</li>`,
    ).join('');
    const kept = await cache.read('/', page(body));
    const first = kept.compressed?.('br');
    const second = kept.compressed?.('br');
    for (const copy of [first, second]) expect(copy && brotliDecompressSync(copy).toString()).toBe(body);
    expect(kept.compressed?.('br')).toBe(second);
    const gzip = [kept.compressed?.('gzip'), kept.compressed?.('gzip')];
    for (const copy of gzip) expect(copy && gunzipSync(copy).toString()).toBe(body);
    expect(kept.compressed?.('gzip')).toBe(gzip[1]);
  });

  it('keeps nothing at 0 seconds, yet sends each complete page tagged and compressed in one piece', async () => {
    const cache = createPageCache(0);
    let renders = 0;
    const render = async () => ({
      status: 200,
      body: `<p>render ${++renders}</p>`.repeat(50),
      complete: true,
    });
    const first = await cache.read('/', render);
    const second = await cache.read('/', render);
    expect(String(second.body)).toContain('render 2');
    expect(first.etag).not.toBe(second.etag);
    const brotli = second.compressed?.('br');
    expect(brotli && brotliDecompressSync(brotli).toString()).toBe(String(second.body));
    const shell = await cache.read('/', page('bez listy', { complete: false }));
    expect(shell.etag).toBeUndefined();
    expect(shell.compressed).toBeUndefined();
  });
});
