import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addPhotoAndActivate, authOf, privateAdvertiser, type Session } from '../support/advertiser.ts';
import { expect, test } from '../support/test.ts';

/** How many cards stand in the grid's first row. */
async function columnsOf(cards: Locator): Promise<number> {
  const tops = await cards.evaluateAll((elements) =>
    elements.map((card) => card.getBoundingClientRect().top),
  );
  return tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) < 1).length;
}

/** A card's title is whole, or cut after a whole word of its full name with '…'. */
async function expectTitlesCutAtWords(page: Page) {
  const titles = page.getByRole('article').getByRole('heading', { level: 3 }).getByRole('link');
  for (const title of await titles.all()) {
    const shown = (await title.textContent()) ?? '';
    const name = (await title.getAttribute('aria-label')) ?? shown;
    if (shown === name) continue;
    expect(shown.endsWith('…'), `'${shown}' is whole or ends with an ellipsis`).toBe(true);
    expect(name.startsWith(`${shown.slice(0, -1)} `), `'${shown}' is cut after a word of '${name}'`).toBe(
      true,
    );
  }
}

/**
 * Publishes a flat for rent, as the wizard would, in a town no other test publishes in: no other offer may be taken
 * for the same property and show beside it.
 */
async function publishFlat(request: APIRequestContext, session: Session, title: string, town: string) {
  const [city] = await (await request.get(`/api/cities?query=${encodeURIComponent(town)}`)).json();
  const saved = await request.post('/api/estates/mieszkanie', {
    headers: authOf(session),
    data: {
      estate: {
        rent: 1,
        market: 2,
        title,
        address: 'ul. Rynek 3',
        cityCode: '00-001',
        price: 3100,
        area: 61,
        description:
          'Mieszkanie na poddaszu kamienicy przy rynku, z antresolą i tarasem, po remoncie, umeblowane.',
        city: { cityId: city.cityId },
        province: { provinceId: city.provinces_provinceId },
      },
      estateType: { category: 2, rooms: 2, floor: 3, floors: 3 },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { estateId } = await saved.json();
  await addPhotoAndActivate(request, session, estateId);
  return estateId as number;
}

test('a laptop shows the results in two wide columns beside the map, and four once the map is hidden', async ({
  page,
  visit,
  reload,
  isMobile,
}) => {
  const cards = page.getByRole('article');
  const map = page.getByRole('region', { name: 'Mapa wyników' });
  if (isMobile) {
    await visit('/mieszkania/sprzedaz/');
    // A phone has one column and its own switch of list and map, no desktop button.
    expect(await columnsOf(cards)).toBe(1);
    await expect(page.getByRole('button', { name: 'Ukryj mapę' })).toBeHidden();
    return;
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await visit('/mieszkania/sprzedaz/');
  await expect(map).toBeVisible();
  expect(await columnsOf(cards)).toBe(2);
  expect((await cards.first().boundingBox())?.width).toBeGreaterThan(300);
  await expectTitlesCutAtWords(page);

  await page.getByRole('button', { name: 'Ukryj mapę' }).click();
  await expect(map).toBeHidden();
  expect(await columnsOf(cards)).toBe(4);

  // Remembered: the next visit starts without the map.
  await reload();
  await expect(page.getByRole('button', { name: 'Pokaż mapę' })).toBeVisible();
  await expect(map).toBeHidden();
  await page.getByRole('button', { name: 'Pokaż mapę' }).click();
  await expect(map).toBeVisible();
});

test('an ad whose title holds a 60-letter word fits the screen, its contact bar labels whole', async ({
  page,
  request,
  visit,
  isMobile,
}) => {
  test.slow();
  const email = await privateAdvertiser(request, isMobile ? 3 : 2);
  const login = await request.post('/api/user/login', {
    data: { email, password: 'demo1234', rememberMe: true },
  });
  const session = await login.json();
  const word = 'Dwupoziomowezantresoląitarasemnapoddaszukamienicyprzyrynku'.padEnd(60, 'x');
  const title = `Mieszkanie ${word}`;
  const estateId = await publishFlat(request, session, title, isMobile ? 'Sopot' : 'Zakopane');

  // visit() fails on a page wider than the screen: the breadcrumb, the heading and the facts must all fit.
  await visit(`/mieszkanie/x/${estateId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visit('/mieszkania/wynajem/');

  await visit(`/mieszkanie/x/${estateId}`);
  const bar = page.getByRole('complementary', { name: 'Szybki kontakt' });
  if (!isMobile) {
    // From a tablet's width the contact section stands beside the photos instead.
    await expect(bar).toBeHidden();
    // Its printout carries the seller's phone and e-mail, revealed by 'Drukuj' as by their buttons.
    await page.getByRole('button', { name: 'Drukuj' }).click();
    await page.emulateMedia({ media: 'print' });
    const contact = page.getByRole('region', { name: 'Kontakt' });
    await expect(contact.locator('a[href^="tel:"]')).toBeVisible();
    await expect(contact.locator('a[href^="mailto:"]')).toHaveText(email);
    await page.emulateMedia({ media: 'screen' });
  } else {
    for (const name of ['Zadzwoń', 'Napisz wiadomość']) {
      const button = bar.getByRole('button', { name });
      await expect(button).toBeVisible();
      const clipped = await button.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(clipped, `'${name}' shown whole`).toBe(false);
    }
  }
  await request.delete(`/api/estates/${estateId}`, { headers: authOf(session) });
});

test('a search address with a criterion the API refuses says what is wrong, asks once, and offers it without', async ({
  page,
  visit,
}) => {
  const refusedSearches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/estates/search' && url.searchParams.get('priceFrom') === 'abc')
      refusedSearches.push(url.href);
  });
  await visit('/wyszukaj-ogloszenia?type=apartment&rent=0&priceFrom=abc');
  const refusal = page.getByRole('alert').filter({ hasText: 'Nie można wyszukać ogłoszeń' });
  await expect(refusal).toContainText('Cena od: Podana wartość nie jest liczbą!');
  await expect(page.getByRole('status', { name: 'Wczytywanie ogłoszeń' })).toBeHidden();

  await refusal.getByRole('link', { name: 'Usuń kryterium: Cena od' }).click();
  await expect(page).toHaveURL(/\/wyszukaj-ogloszenia\?type=apartment&rent=0$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  // Asked once while the page was open, its checks and all: a page retrying the refused search asks again and again.
  expect(refusedSearches).toHaveLength(1);
});
