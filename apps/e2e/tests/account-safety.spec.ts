import { actAsOwnClient, alertTexts, newEmail, registerAndLogIn, submitLogin } from '../support/accounts.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

const resetRequested = 'Aby zmienić hasło na nowe sprawdź pocztę i postępuj zgodnie z instrukcją.';
const linkSpent = 'Link do zmiany hasła wygasł lub został już użyty. Możesz wysłać nowy.';

test('a used reset link says so and sends a new one; a password change voids the links still out', async ({
  page,
  visit,
}, testInfo) => {
  test.setTimeout(150_000);
  await actAsOwnClient(page, testInfo, 3);
  const email = newEmail('zapominalska', testInfo);
  await registerAndLogIn(page, visit, { email, password: 'haslo123' });
  await page.getByRole('button', { name: 'Wyloguj' }).click();

  await visit('/zapomnialem-hasla');
  const forgot = page.getByRole('form', { name: 'Przypomnienie hasła' });
  await forgot.getByLabel(/^E-mail/).fill(`nikt-${email}`);
  await forgot.getByRole('button', { name: 'Wyślij link' }).click();
  await expect
    .poll(() => alertTexts(page))
    .toEqual(['Wystąpił błąd lub nie znaleziono konta zarejestrowanego na podany adres e-mail!']);
  await forgot.getByLabel(/^E-mail/).fill(email);
  await forgot.getByRole('button', { name: 'Wyślij link' }).click();
  await expect.poll(() => alertTexts(page)).toEqual([resetRequested]);

  const resetMail = (mail: { subject?: string }) => mail.subject === 'Zmiana hasła w portalu ogłoszeń';
  const firstLink = new URL(linkIn(await waitForMail(email, resetMail), '/nowe-haslo/')).pathname;
  await visit(firstLink);
  const newPassword = page.getByRole('form', { name: 'Nowe hasło' });
  await newPassword.getByLabel(/^Nowe hasło/).fill('nowe1234');
  await newPassword.getByLabel(/^Powtórz hasło/).fill('nowe1234');
  await newPassword.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect.poll(() => alertTexts(page)).toEqual(['Hasło zostało zmienione.']);

  // The same link again: not the error page, but why it no longer works and a way to a new one.
  await visit(firstLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Nowe hasło' })).toBeVisible();
  await expect.poll(() => alertTexts(page)).toEqual([linkSpent]);
  await forgot.getByLabel(/^E-mail/).fill(email);
  await forgot.getByRole('button', { name: 'Wyślij link' }).click();
  await expect.poll(() => alertTexts(page)).toEqual([resetRequested, linkSpent]);
  const secondLink = new URL(
    linkIn(
      await waitForMail(email, (mail) => resetMail(mail) && !(mail.text ?? '').includes(firstLink)),
      '/nowe-haslo/',
    ),
  ).pathname;

  // A change of password on the profile, first with a wrong current one, then right.
  await visit('/logowanie');
  await submitLogin(page, email, 'nowe1234');
  await expect(page).toHaveURL(/\/zarzadzaj-ogloszeniami$/);
  await visit('/zmien-haslo');
  await page.getByLabel(/^Obecne hasło/).fill('zgadywane');
  await page.getByLabel(/^Nowe hasło/).fill('trzecie12');
  await page.getByLabel(/^Powtórz nowe hasło/).fill('trzecie12');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect
    .poll(() => alertTexts(page))
    .toEqual(['Wystąpił błąd podczas zmiany hasła lub użyto tego samego hasła!']);
  await page.getByLabel(/^Obecne hasło/).fill('nowe1234');
  await page.getByLabel(/^Nowe hasło/).fill('trzecie12');
  await page.getByLabel(/^Powtórz nowe hasło/).fill('trzecie12');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect.poll(() => alertTexts(page)).toEqual(['Hasło zostało zmienione.']);

  // The link asked for before the change no longer sets a password.
  await visit(secondLink);
  await expect.poll(() => alertTexts(page)).toEqual([linkSpent]);
});

test('removing the account takes its password: a wrong one removes nothing, the right one removes it', async ({
  page,
  visit,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  await actAsOwnClient(page, testInfo, 4);
  const email = newEmail('odchodzaca', testInfo);
  await registerAndLogIn(page, visit, { email, password: 'haslo123' });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });

  await visit('/usun-konto');
  const form = page.getByRole('form', { name: 'Usuwanie konta' });
  await form.getByLabel(/^Hasło/).fill('zgadywane');
  await form.getByRole('button', { name: 'Usuń konto' }).click();
  await expect
    .poll(() => alertTexts(page))
    .toEqual(['Podane hasło jest niepoprawne. Konto nie zostało usunięte.']);
  await checkA11y();
  await expect(page).toHaveURL(/\/usun-konto$/);
  await expect(page.getByRole('button', { name: 'Wyloguj' })).toBeVisible();

  await form.getByLabel(/^Hasło/).fill('haslo123');
  await form.getByRole('button', { name: 'Usuń konto' }).click();
  await expect.poll(() => alertTexts(page)).toEqual(['Konto zostało usunięte.']);
  await expect(page.getByRole('button', { name: 'Wyloguj' })).toHaveCount(0);
  expect(dialogs).toEqual(['Czy na pewno chcesz usunąć konto?', 'Czy na pewno chcesz usunąć konto?']);

  await visit('/logowanie');
  await submitLogin(page, email, 'haslo123');
  await expect.poll(() => alertTexts(page)).toEqual(['Niepoprawny login i/lub hasło!']);
});
