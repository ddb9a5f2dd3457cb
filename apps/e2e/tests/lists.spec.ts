import { expect, test } from '../support/test.ts';

/** The price of each card on the page that is not promoted (those lead the page apart), in złoty, in order. */
async function shownPrices(page: import('@playwright/test').Page): Promise<number[]> {
  const texts = await page
    .locator('article:not([data-promoted])')
    .getByText(/^\d[\d\u00a0 ]*\szł$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

/** Promoted ads lead the page as a block of at most 4, not most of it, under every order. */
async function expectPromotedBlock(page: import('@playwright/test').Page) {
  const promoted = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.hasAttribute('data-promoted')));
  const block = promoted.indexOf(false);
  expect(block).toBeGreaterThan(0);
  expect(block).toBeLessThanOrEqual(4);
  expect(promoted.slice(block)).not.toContain(true);
}

test('a visitor pages through a category list and changes the sort order', async ({ page, visit }) => {
  // Two full lists of 24 cards, each checked by axe, on a slow machine.
  test.slow();
  await visit('/mieszkania/sprzedaz/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mieszkania na sprzedaż' })).toBeVisible();
  await expect(page).toHaveTitle(/Mieszkania na sprzedaż/);
  await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toContainText(
    'Mieszkania na sprzedaż',
  );

  const pages = page.getByRole('navigation', { name: 'Strony wyników' });
  await expect(pages.getByRole('link', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
  const firstPageTitles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(firstPageTitles.length).toBe(24);
  await expectPromotedBlock(page);

  await pages.getByRole('link', { name: 'Następna strona' }).click();
  await expect(page).toHaveURL(/\/mieszkania\/sprzedaz\/oferty-2$/);
  await expect(pages.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first()).toBeVisible();
  const secondPageTitles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(secondPageTitles.some((title) => firstPageTitles.includes(title))).toBe(false);

  await page.getByLabel('Sortuj').selectOption({ label: 'Najtańsze' });
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
    })
    .toBe(true);

  await expectPromotedBlock(page);

  // The order is the list's address: another list opens in the default order.
  await expect(page).toHaveURL(/\/mieszkania\/sprzedaz\/\?sort=cena-rosnaco$/);
  await visit('/domy/sprzedaz/');
  await expect(page.getByLabel('Sortuj')).toHaveValue('newest');

  // Phones also have the switch between the list and the map, with its own 'Lista'.
  const layout = page.getByLabel('Widok listy');
  await layout.getByText('Lista', { exact: true }).click();
  await expect(layout.getByRole('radio', { name: 'Lista' })).toBeChecked();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a jump to the end of a list leaves the page links where a tap finds them', async ({
  visit,
  browser,
}, testInfo) => {
  await visit('/mieszkania/sprzedaz/');
  // A visitor who lands on the list and jumps to its end, in a browser that has not seen the page yet.
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const fresh = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL });
  const landing = await fresh.newPage();
  await landing.goto('/mieszkania/sprzedaz/');
  await landing.waitForSelector('html[data-ready]', { state: 'attached' });
  await landing.waitForLoadState('networkidle');
  const next = landing
    .getByRole('navigation', { name: 'Strony wyników' })
    .getByRole('link', { name: 'Następna strona' });
  await next.scrollIntoViewIfNeeded();
  const reached = await next.boundingBox();
  // The cards just scrolled to render in the next frames; the link may not move by more than a pixel or two
  // meanwhile (a card laid out late once moved it by 53 px, and the tap landed beside it).
  await landing.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const rendered = await next.boundingBox();
  expect(Math.abs((rendered?.y ?? 0) - (reached?.y ?? 0))).toBeLessThan(4);
  await fresh.close();
});

test('an unknown category shows the error page', async ({ page, visit }) => {
  await visit('/zamki/sprzedaz/');
  await expect(
    page.getByRole('heading', { name: 'Wystąpił błąd lub strona o podanym adresie nie istnieje!' }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a list page and an ad come rendered by the server: readable and followable', async ({ page }) => {
    await page.goto('/mieszkania/sprzedaz/');
    await expect(page.getByRole('heading', { level: 1, name: 'Mieszkania na sprzedaż' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    const title = (await cards.first().getByRole('heading').textContent()) ?? '';
    await cards.first().getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('img', { name: title }).first()).toBeVisible();
  });
});
