import { waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

test('a visitor sends the contact form and the message reaches the SMTP server', async ({
  page,
  visit,
}, testInfo) => {
  const email = `gosc-${testInfo.project.name}-${Date.now()}@example.com`;
  const text = `Dzień dobry, czy ogłoszenia są naprawdę bezpłatne? (${email})`;

  await visit('/kontakt');
  await expect(page.getByRole('main').getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
  await page.getByRole('button', { name: 'Pokaż adres e-mail' }).click();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

  const form = page.getByRole('form', { name: 'Formularz kontaktowy' });
  await form.getByLabel(/^Imię/).fill('Anna');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^Wiadomość/).fill(text);
  await expect(form.getByText(`Pozostało znaków: ${500 - text.length}`)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Odśwież' })).toBeVisible();
  await form.getByText('Nie jestem robotem').click();
  await expect(form.getByText('Zweryfikowano')).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByText('Wiadomość została wysłana.')).toBeVisible();

  // The message goes to the site's mailbox with the visitor as the one to reply to.
  const mail = await waitForMail('', (message) => (message.text ?? '').includes(text));
  expect(mail.replyTo?.text).toContain(email);
});
