import type { Page } from '@playwright/test';
import { publishFlatForRent } from '../support/advertiser.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

/** Solves the ALTCHA widget; its SVG covers the checkbox, so the label text takes the click (STACK-NOTES). */
async function solveCaptcha(page: Page) {
  await page.getByText('Nie jestem robotem').click();
  await expect(page.getByText('Zweryfikowano')).toBeVisible({ timeout: 20_000 });
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('main').getByRole('form', { name: 'Logowanie' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Hasło/).fill(password);
  await expect(form.getByRole('checkbox', { name: 'Zapamiętaj mnie' })).toBeChecked();
  await form.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page).toHaveURL(/\/zarzadzaj-ogloszeniami$/);
}

test('a company registers, activates by e-mail, edits its profile, changes its password and removes its account with its ads', async ({
  page,
  visit,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `biuro-${testInfo.project.name}-${Date.now()}@example.com`;
  const title = `Mieszkanie firmy ${testInfo.project.name} ${Date.now()}`;

  await visit('/rejestracja');
  await page.getByRole('tab', { name: 'Firma' }).click();
  const form = page.getByRole('form', { name: 'Rejestracja firmy' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Hasło/).fill('pierwsze1');
  await form.getByLabel(/^Powtórz hasło/).fill('pierwsze1');
  await form.getByLabel(/^Nazwa firmy/).fill('Biuro Testowe');
  await form.getByLabel(/^NIP/).fill('5260250995');
  await form.getByLabel(/^Adres/).fill('ul. Prosta 1');
  await form.getByLabel(/^Kod pocztowy/).fill('00-838');
  await form.getByLabel(/^Telefon/).fill('221234567');
  await form.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await solveCaptcha(page);
  await form.getByRole('button', { name: 'Zarejestruj' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Aby dokończyć proces rejestracji' })).toBeVisible();

  const activation = linkIn(await waitForMail(email), '/aktywuj/');
  await visit(new URL(activation).pathname);
  await expect(page.getByText('Twoje konto zostało aktywowane. Możesz się teraz zalogować.')).toBeVisible();
  await expect(page).toHaveURL(/\/logowanie$/);

  await logIn(page, email, 'pierwsze1');
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('profile') ?? 'null'));
  // Remember-me: the session lasts weeks, not a day.
  expect(session.expiration * 1000 - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000);
  const estateId = await publishFlatForRent(request, session, title);

  await visit('/edytuj-profil');
  await expect(page.getByRole('tab', { name: 'Osoba prywatna' })).toBeDisabled();
  await expect(page.getByLabel('E-mail', { exact: true })).toBeDisabled();
  await page.getByLabel(/^Nazwa firmy/).fill('Biuro Testowe i Wspólnicy');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Profil został pomyślnie zaktualizowany.')).toBeVisible();

  await visit('/zmien-haslo');
  await page.getByLabel(/^Obecne hasło/).fill('pierwsze1');
  await page.getByLabel(/^Nowe hasło/).fill('drugie22');
  await page.getByLabel(/^Powtórz nowe hasło/).fill('drugie22');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page.getByText('Hasło zostało zmienione.')).toBeVisible();
  await expect(page).toHaveURL(/\/logowanie$/);
  await logIn(page, email, 'drugie22');

  await visit(`/ogloszenia-uzytkownika/${session.userId}`);
  await expect(page.getByText(title)).toBeVisible();

  await visit('/usun-konto');
  await page
    .getByRole('form', { name: 'Usuwanie konta' })
    .getByLabel(/^Hasło/)
    .fill('drugie22');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Czy na pewno chcesz usunąć konto?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Usuń konto' }).click();
  await expect(page.getByText('Konto zostało usunięte.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyloguj' })).toHaveCount(0);

  await visit(`/ogloszenia-uzytkownika/${session.userId}`);
  await expect(page.getByText('W chwili obecnej użytkownik nie posiada dodanych ofert!')).toBeVisible();
  expect((await request.get(`/api/estates/${estateId}`)).status()).toBe(404);
});

test('login-only pages send a visitor to the login page', async ({ page, visit }) => {
  await visit('/zmien-haslo');
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
});
