// Steps of the account specs (account-*.spec.ts), taken in the browser as a person would.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox.ts';
import { expect } from './test.ts';

type Visit = (path: string) => Promise<void>;

/**
 * Makes the page one client of its own for the server's address limits (5 registrations per 10 minutes): each spec
 * and project registers its own accounts, and the run's other registrations come from the plain local address.
 */
export async function actAsOwnClient(page: Page, testInfo: TestInfo, spec: number): Promise<string> {
  const address = `198.51.100.${spec * 2 + (testInfo.project.name === 'phone' ? 1 : 0)}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}

/** Solves the ALTCHA widget in `scope`; its SVG covers the checkbox, so the label text takes the click. */
export async function solveCaptcha(scope: Locator | Page) {
  await scope.getByText('Nie jestem robotem').click();
  await expect(scope.getByText('Zweryfikowano')).toBeVisible({ timeout: 20_000 });
}

/** A unique address for this test and project. */
export const newEmail = (prefix: string, testInfo: TestInfo) =>
  `${prefix}-${testInfo.project.name}-${Date.now()}@example.com`;

/**
 * Registers a private person or a company through /rejestracja; answers the activation link of the e-mail it gets.
 */
export async function register(
  page: Page,
  visit: Visit,
  account: { email: string; password: string; isCompany?: boolean },
) {
  await visit('/rejestracja');
  if (account.isCompany) await page.getByRole('tab', { name: 'Firma' }).click();
  const form = page.getByRole('form', {
    name: account.isCompany ? 'Rejestracja firmy' : 'Rejestracja osoby prywatnej',
  });
  await form.getByLabel('E-mail').fill(account.email);
  await form.getByLabel(/^Hasło/).fill(account.password);
  await form.getByLabel(/^Powtórz hasło/).fill(account.password);
  if (account.isCompany) {
    await form.getByLabel(/^Nazwa firmy/).fill('Biuro Nowe');
    await form.getByLabel(/^NIP/).fill('5260250995');
    await form.getByLabel(/^Adres/).fill('ul. Prosta 1');
    await form.getByLabel(/^Kod pocztowy/).fill('00-838');
  } else {
    await form.getByLabel(/^Imię/).fill('Ewa');
    await form.getByLabel(/^Nazwisko/).fill('Nowicka');
  }
  await form.getByLabel(/^Telefon/).fill('601234567');
  await form.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Zarejestruj' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Aby dokończyć proces rejestracji' })).toBeVisible();
  return linkIn(await waitForMail(account.email), '/aktywuj/');
}

/** Follows an e-mailed activation link. */
export async function activate(page: Page, visit: Visit, link: string) {
  await visit(new URL(link).pathname);
  await expect(page.getByRole('alert')).toHaveText(
    'Twoje konto zostało aktywowane. Możesz się teraz zalogować.',
  );
  await expect(page).toHaveURL(/\/logowanie$/);
}

/** Submits the login page's form (the page must be open). */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = page.getByRole('main').getByRole('form', { name: 'Logowanie' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Hasło/).fill(password);
  await form.getByRole('button', { name: 'Zaloguj' }).click();
}

/** Registers, activates and logs in through the forms; the person lands on /zarzadzaj-ogloszeniami. */
export async function registerAndLogIn(
  page: Page,
  visit: Visit,
  account: { email: string; password: string; isCompany?: boolean },
) {
  await activate(page, visit, await register(page, visit, account));
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/zarzadzaj-ogloszeniami$/);
  // The address changes before the page does: the person is there once its heading shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Zarządzanie ogłoszeniami' })).toBeVisible();
}

/** The texts of the flash alerts on screen now. */
export const alertTexts = (page: Page) => page.getByRole('main').getByRole('alert').allInnerTexts();
