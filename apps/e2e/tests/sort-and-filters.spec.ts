import type { Page } from '@playwright/test';
import { searchForm } from '../support/search-form.ts';
import { expect, test } from '../support/test.ts';

/** The price per m² of each card that is not promoted (promoted ads lead every order), in the order shown. */
async function pricesPerM2(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .filter({ hasNot: page.getByText('Promowane', { exact: true }) })
    .getByText(/zł\/m²$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

const isAscending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

test('a visitor sorts a list by price per m², reloads and shares it, and removes a search criterion', async ({
  page,
  visit,
  reload,
  browser,
}, testInfo) => {
  test.slow();
  await visit('/mieszkania/sprzedaz/');
  await expect(page.getByText(/^\d[\d\s]*\sogłosze(nie|nia|ń)$/)).toBeVisible();

  await page.getByLabel('Sortuj').selectOption({ label: 'Cena za m² rosnąco' });
  await expect(page).toHaveURL(/\/mieszkania\/sprzedaz\/\?sort=cena-m2-rosnaco$/);
  let sorted: number[] = [];
  await expect
    .poll(async () => {
      sorted = await pricesPerM2(page);
      return sorted.length > 1 && isAscending(sorted);
    })
    .toBe(true);

  // A reload and a shared link open the same order, rendered so by the server.
  await reload();
  await expect(page.getByLabel('Sortuj')).toHaveValue('cheapestPerM2');
  expect(await pricesPerM2(page)).toEqual(sorted);
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const friend = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL });
  const shared = await friend.newPage();
  await shared.goto(page.url());
  expect(await pricesPerM2(shared)).toEqual(sorted);
  await friend.close();

  await visit('/wyszukaj-ogloszenia?type=apartment&rent=0&areaFrom=20&pricePerM2From=1&page=1');
  const form = await searchForm(page, isMobile ?? false);
  // An applied criterion behind 'Więcej opcji' is shown, not hidden.
  await expect(form.getByRole('button', { name: 'Mniej opcji' })).toHaveAttribute('aria-expanded', 'true');
  await expect(form.getByLabel('Powierzchnia od', { exact: true })).toHaveValue('20');
  const filters = page.getByRole('region', { name: 'Wybrane kryteria' });
  await filters.getByRole('link', { name: 'Usuń kryterium: Powierzchnia od: 20 m²' }).click();
  await expect(page).toHaveURL(/\?type=apartment&rent=0&pricePerM2From=1$/);
  await expect(filters.getByRole('link', { name: /Powierzchnia od/ })).toHaveCount(0);
  await expect(page.getByLabel('Powierzchnia od', { exact: true })).toHaveValue('');
  await filters.getByRole('link', { name: 'Wyczyść filtry' }).click();
  await expect(page).toHaveURL(/\?type=apartment&rent=0$/);
  await expect(page.getByRole('region', { name: 'Wybrane kryteria' })).toHaveCount(0);
});
