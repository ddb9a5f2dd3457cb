import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const password = 'Haslo-Przed-Aplikacja-7';

/**
 * Submits a password form of a server-rendered page as a person does before the app's scripts have run (a slow
 * phone, a blocked script, a quick password manager) and answers every address the browser asked for meanwhile:
 * each page it went to is among them, and so is every entry of its history.
 */
async function submitBeforeTheApp(page: Page, form: Locator, button: string): Promise<string[]> {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await form.getByLabel('E-mail').fill('jan.kowalski@example.com');
  // The fields, not their 'Pokaż hasło' buttons.
  for (const field of await form.getByLabel(/hasło/i).and(form.locator('input')).all())
    await field.fill(password);
  const pageBack = page.waitForResponse((response) => response.request().isNavigationRequest());
  await form.getByRole('button', { name: button }).click();
  await pageBack;
  await page.waitForLoadState('load');
  return addresses;
}

const addressOf = (page: Page) => {
  const { pathname, search } = new URL(page.url());
  return pathname + search;
};

test.describe('a password form submitted before the app has started', () => {
  // The app's scripts never arrive: the page stays the server's HTML, as on a slow phone before they have run (the
  // page keeps JavaScript itself, so that axe can check it).
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
  });

  // The top bar's login form comes with the app only: before it, the login page's form is the one to submit.
  test('on the login page keeps the password out of the address and the history', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/logowanie');
    await checkA11y();
    const form = page.getByRole('main').getByRole('form', { name: 'Logowanie' });

    const addresses = await submitBeforeTheApp(page, form, 'Zaloguj');

    expect(addresses.filter((address) => address.includes(password))).toEqual([]);
    expect(addressOf(page)).toBe('/logowanie');
    await expect(form.getByLabel('E-mail')).toHaveValue('');
    await checkA11y();
  });

  test('on the registration page keeps the password out of the address and the history', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/rejestracja');
    await checkA11y();
    const form = page.getByRole('form', { name: 'Rejestracja osoby prywatnej' });

    const addresses = await submitBeforeTheApp(page, form, 'Zarejestruj');

    expect(addresses.filter((address) => address.includes(password))).toEqual([]);
    expect(addressOf(page)).toBe('/rejestracja');
    await expect(form.getByLabel('E-mail')).toHaveValue('');
    await checkA11y();
  });
});
