import {
  actAsOwnClient,
  activate,
  alertTexts,
  newEmail,
  register,
  solveCaptcha,
  submitLogin,
} from '../support/accounts.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

const wrongLogin = 'Niepoprawny login i/lub hasło!';
const notActivated =
  'Twoje konto nie zostało jeszcze aktywowane. Kliknij link z wiadomości aktywacyjnej lub wyślij ją ponownie.';

test('a person who logs in before activating is told so, gets the e-mail again and activates with it', async ({
  page,
  visit,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  await actAsOwnClient(page, testInfo, 1);
  const email = newEmail('nieaktywna', testInfo);
  const firstLink = await register(page, visit, { email, password: 'haslo123' });

  await visit('/logowanie');
  // A wrong password says nothing about the account: no hint, no offer.
  await submitLogin(page, email, 'zgadywane');
  await expect.poll(() => alertTexts(page)).toEqual([wrongLogin]);
  const resend = page.getByRole('form', { name: 'Ponowna aktywacja' });
  await expect(resend).toHaveCount(0);

  // The right password: the new outcome replaces the red one and the e-mail can be sent again.
  await submitLogin(page, email, 'haslo123');
  await expect.poll(() => alertTexts(page)).toEqual([notActivated]);
  await expect(page.getByRole('alert')).toBeInViewport();
  await expect(resend).toContainText(email);
  await checkA11y();
  await solveCaptcha(resend);
  await resend.getByRole('button', { name: 'Wyślij ponownie e-mail aktywacyjny' }).click();
  await expect
    .poll(() => alertTexts(page))
    .toEqual(['Wysłaliśmy nowy link aktywacyjny. Sprawdź pocztę (także folder spam).']);

  const newLink = linkIn(
    await waitForMail(email, (mail) => linkIn(mail, '/aktywuj/') !== firstLink),
    '/aktywuj/',
  );
  await activate(page, visit, newLink);

  // A wrong password, then the right one: the person lands logged in with no old red message above.
  await submitLogin(page, email, 'zgadywane');
  await expect.poll(() => alertTexts(page)).toEqual([wrongLogin]);
  await submitLogin(page, email, 'haslo123');
  await expect(page).toHaveURL(/\/zarzadzaj-ogloszeniami$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zarządzanie ogłoszeniami' })).toBeVisible();
  expect(await alertTexts(page)).toEqual([]);
  await checkA11y();
});
