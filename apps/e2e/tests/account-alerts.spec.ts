import { actAsOwnClient, alertTexts, solveCaptcha } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('the outcome of a form far down the page is brought into view, clear of the sticky header', async ({
  page,
  visit,
}, testInfo) => {
  await actAsOwnClient(page, testInfo, 5);
  await visit('/kontakt');
  const form = page.getByRole('form', { name: 'Formularz kontaktowy' });
  await form.getByLabel(/^Imię/).fill('Anna');
  await form.getByLabel(/^E-mail/).fill(`widoczna-${testInfo.project.name}@example.com`);
  await form.getByLabel(/^Wiadomość/).fill('Czy ogłoszenia firmowe też są bezpłatne?');
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Wyślij' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Wiadomość została wysłana.');
  await expect(alert).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const shown = await alert.boundingBox();
  expect(shown && header && shown.y >= header.y + header.height, 'the alert is below the header').toBe(true);
  expect(await alertTexts(page)).toEqual(['Wiadomość została wysłana.']);
});
