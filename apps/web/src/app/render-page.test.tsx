import type { EstateCard } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.tsx';

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
});
