import { expect, test } from '../support/test.ts';

const errorText = 'Wystąpił błąd lub strona o podanym adresie nie istnieje!';
const searchPastLast = '/wyszukaj-ogloszenia?type=apartment&rent=0&page=999';

test('an unknown address answers 404 with the error page and a not-found title', async ({ page, visit }) => {
  for (const path of ['/xyz/abc', '/domy/foo/', '/mieszkania/sprzedaz/oferty-999', searchPastLast]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
  }
  await visit('/xyz/abc');
  await expect(page.getByRole('heading', { level: 1, name: errorText })).toBeVisible();
  await expect(page).toHaveTitle('Nie znaleziono strony – Dachowo.pl');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the app shows the same error view when it navigates to such a page itself', async ({ page, visit }) => {
  await visit('/mieszkania/sprzedaz/');
  await expect(page.getByRole('article').first()).toBeVisible();
  for (const path of ['/xyz/abc', '/mieszkania/sprzedaz/oferty-999', searchPastLast]) {
    // A navigation of the app's router, without asking the server for the page.
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1, name: errorText })).toBeVisible();
    await expect(page).toHaveTitle('Nie znaleziono strony – Dachowo.pl');
    await page.goBack();
    await expect(page.getByRole('article').first()).toBeVisible();
  }
});
