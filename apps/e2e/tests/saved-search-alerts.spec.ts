import { actAsOwnClient, alertTexts, newEmail, solveCaptcha } from '../support/accounts.ts';
import { privateAdvertiser, publishFlatForRent } from '../support/advertiser.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

test('a visitor saves a search, confirms it by e-mail and is told of a matching new ad', async ({
  page,
  request,
  visit,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  await actAsOwnClient(page, testInfo, 6);
  const email = newEmail('alerty', testInfo);
  // A word only this test's ad holds: the search finds it alone, whatever other specs publish meanwhile.
  const word = `poddasze${testInfo.project.name}${Date.now()}`;

  await visit(`/wyszukaj-ogloszenia?type=apartment&rent=1&words=${word}`);
  await page.getByRole('button', { name: 'Zapisz wyszukiwanie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zapisz wyszukiwanie' });
  await expect(dialog.getByLabel(/^Nazwa/)).not.toHaveValue('');
  await dialog.getByLabel(/^Adres e-mail/).fill(email);
  await solveCaptcha(dialog);
  await checkA11y();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect
    .poll(() => alertTexts(page))
    .toEqual([
      'Wysłaliśmy e-mail z linkiem potwierdzającym. Powiadomienia zaczniemy wysyłać po kliknięciu w link.',
    ]);

  const confirmation = await waitForMail(email, (mail) => mail.subject?.startsWith('Potwierdź') ?? false);
  await visit(new URL(linkIn(confirmation, '/potwierdz-wyszukiwanie/')).pathname);
  await expect(page.getByRole('status')).toHaveText(
    'Wyszukiwanie zostało potwierdzone. Powiadomimy Cię o nowych ogłoszeniach.',
  );

  const advertiser = await privateAdvertiser(request, testInfo.project.name === 'phone' ? 3 : 2);
  const login = await request.post('/api/user/login', {
    data: { email: advertiser, password: 'demo1234', rememberMe: false },
  });
  const title = `Mieszkanie ${word}`;
  const estateId = await publishFlatForRent(request, await login.json(), title);

  const alert = await waitForMail(email, (mail) => mail.subject?.startsWith('Nowe ogłoszenia') ?? false);
  expect(alert.text).toContain(title);
  await visit(new URL(linkIn(alert, '/mieszkanie/')).pathname);
  await expect(page).toHaveURL(new RegExp(`/${estateId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
