import { actAsOwnClient, solveCaptcha } from '../support/accounts.ts';
import { waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

const singular = { apartment: 'mieszkanie', house: 'dom', land: 'dzialka', object: 'obiekt', place: 'lokal' };
type Ad = { estateId: number; title: string; type: keyof typeof singular; user: { email: string } };

test("a visitor writes to the seller from the ad page and the seller's mailbox gets it", async ({
  page,
  visit,
  request,
  checkA11y,
  isMobile,
}, testInfo) => {
  await actAsOwnClient(page, testInfo, 23);
  const { rows } = (await (await request.get('/api/estates/recently-added')).json()) as { rows: Ad[] };
  const listed = rows.at(-1);
  if (!listed) throw new Error('the demo data has no listed ad');
  const ad = (await (await request.get(`/api/estates/${listed.estateId}`)).json()) as Ad;
  const sender = `kupujacy-${testInfo.project.name}-${Date.now()}@example.com`;

  await visit(`/${singular[ad.type]}/x/${ad.estateId}`);
  await page.getByRole('button', { name: 'Rozumiem, zamknij' }).click();
  // A phone writes from the bar at the bottom, a desktop from the contact section beside the photos.
  const opener = isMobile
    ? page
        .getByRole('complementary', { name: 'Szybki kontakt' })
        .getByRole('button', { name: 'Napisz wiadomość' })
    : page.getByRole('button', { name: 'Napisz do ogłoszeniodawcy' });
  await opener.click();

  const form = page.getByRole('form', { name: 'Napisz do ogłoszeniodawcy' });
  await expect(form.getByLabel(/^Wiadomość/)).toHaveValue(/^Dzień dobry, jestem zainteresowany\(-a\)/);
  await form.getByLabel(/^Imię/).fill('Marta');
  await form.getByLabel(/^E-mail/).fill(sender);
  await form.getByLabel(/^Telefon/).fill('600 100 200');
  const text = `Czy mogę obejrzeć nieruchomość w sobotę? (${sender})`;
  await form.getByLabel(/^Wiadomość/).fill(text);
  await expect(form.getByText(`Pozostało znaków: ${500 - text.length}`)).toBeVisible();
  await solveCaptcha(form);
  await checkA11y(page);
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByText('Wiadomość została wysłana do ogłoszeniodawcy.')).toBeVisible();
  await expect(form).toBeHidden();

  const mail = await waitForMail(ad.user.email, (message) => (message.text ?? '').includes(text));
  expect(mail.replyTo?.text).toContain(sender);
  expect(mail.subject).toBe(`Wiadomość w sprawie ogłoszenia nr ${ad.estateId}: ${ad.title}`);
  expect(mail.text).toContain(`/${ad.estateId}`);
});
