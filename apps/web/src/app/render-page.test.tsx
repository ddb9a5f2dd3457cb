import type { EstateCard } from '@portal/domain';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedInitialData } from '../api/initial-data.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { renderPage } from './render-page.tsx';
import { routeTree } from './router.tsx';

const card: EstateCard = {
  estateId: 17,
  type: 'apartment',
  rent: 0,
  title: 'Mieszkanie z balkonem na Kazimierzu',
  description: 'Trzy pokoje, balkon od podwórza.',
  price: 890000,
  area: 62.5,
  landArea: null,
  rooms: 3,
  city: { cityId: 3, city: 'Kraków' },
  province: { provinceId: 12 },
  photo: { container: 'estates', filename: 'abc.webp' },
  promoted: 0,
  creationDate: '2026-11-20',
  refreshDate: null,
  photosCount: 1,
  seller: { userId: 8, kind: 'private', name: null },
};
const listPath = '/api/estates/mieszkania/sprzedaz?page=1&sortBy=estateId&sortOrder=DESC';
const answers = { [listPath]: { rows: [card], count: 1 } };

afterEach(() => vi.unstubAllEnvs());

describe("the server's render of a public page", () => {
  it('holds the first screen of a list: the ad with its link, photo and price', async () => {
    const html = await renderPage({ url: 'http://portal.invalid/mieszkania/sprzedaz/', answers });

    const page = document.createElement('div');
    page.innerHTML = html ?? '';
    const link = page.querySelector<HTMLAnchorElement>(
      'a[href="/mieszkanie/mieszkanie-z-balkonem-na-kazimierzu/17"]',
    );
    expect(link?.textContent).toContain(card.title);
    expect(page.querySelector('img')?.getAttribute('src')).toBe('/estates/mieszkanie/abc.webp/360x270');
    expect(page.textContent).toContain('890\u00a0000\u00a0zł');
    expect(page.querySelector('h1')?.textContent).toBe('Mieszkania na sprzedaż');
    // No inline script: the CSP allows none.
    expect(html).not.toContain('<script');
  });

  it("holds a search's results: the first data the server embeds for the page's own query", async () => {
    const search =
      '/api/estates/search?type=apartment&rent=0&city=3&priceTo=900000&sortBy=estateId&sortOrder=DESC';
    const html = await renderPage({
      url: 'http://portal.invalid/wyszukaj-ogloszenia?type=apartment&rent=0&city=3&priceTo=900000',
      answers: { [search]: { rows: [card], count: 1 } },
    });

    const page = document.createElement('div');
    page.innerHTML = html ?? '';
    expect(page.querySelector('a[href="/mieszkanie/mieszkanie-z-balkonem-na-kazimierzu/17"]')).not.toBeNull();
    const results = page.querySelector('section[aria-labelledby="search-results"]');
    expect(results?.textContent).toContain('1\u00a0ogłoszenie');
  });

  it('sends the cards as the browser renders them, also when it renders them from memory', async () => {
    const url = 'http://portal.invalid/mieszkania/sprzedaz/';
    const rows: EstateCard[] = [
      card,
      { ...card, estateId: 18, promoted: 1, photo: null, refreshDate: '2026-11-25' },
      { ...card, estateId: 19, rooms: null, seller: { userId: 9, kind: 'agency', name: 'Biuro Nowak' } },
    ];
    const listAnswers = { [listPath]: { rows, count: 3 } };

    const first = await renderPage({ url, answers: listAnswers });
    const again = await renderPage({ url, answers: listAnswers });

    // What the browser's render of the same page gives, which hydration compares the sent markup to.
    const handler = createStaticHandler(routeTree);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error('the list page redirected');
    const client = createQueryClient();
    seedInitialData(client, listAnswers);
    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = renderToString(
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
    expect(first).toContain('Biuro Nowak');
    expect(first).toBe(rendered);
    expect(again).toBe(rendered);
  });

  it('renders a remembered card again once its ad changed, and shows the change', async () => {
    const url = 'http://portal.invalid/mieszkania/sprzedaz/';
    const changed = {
      ...card,
      price: 845000,
      seller: { ...card.seller, kind: 'agency' as const, name: 'Biuro Nowak' },
    };
    await renderPage({ url, answers });

    const html = await renderPage({ url, answers: { [listPath]: { rows: [changed], count: 1 } } });

    const page = document.createElement('div');
    page.innerHTML = html ?? '';
    expect(page.textContent).toContain('845\u00a0000\u00a0zł');
    expect(page.textContent).not.toContain('890\u00a0000\u00a0zł');
    expect(page.textContent).toContain('Biuro Nowak');
  });

  it('is, without the parts that act in the browser alone, the markup the browser hydrates, ids included', async () => {
    const url = 'http://portal.invalid/mieszkania/sprzedaz/';
    const inBrowser = await renderPage({ url, answers });
    // The modules as the server's build has them (import.meta.env.SSR).
    vi.stubEnv('SSR', true);
    vi.resetModules();
    const { renderPage: renderOnServer } = await import('./render-page.tsx');
    const onServer = await renderOnServer({ url, answers });
    vi.unstubAllEnvs();

    expect(onServer).toContain('for="_R_');
    expect(onServer).toBe(inBrowser);
  });
});
