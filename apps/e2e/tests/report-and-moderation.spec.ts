import type { APIRequestContext, TestInfo } from '@playwright/test';
import { actAsOwnClient, newEmail, solveCaptcha } from '../support/accounts.ts';
import { startLoggedIn } from '../support/advertiser.ts';
import { waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

type Ad = { estateId: number; title: string; user: { email: string } };

// Each project reports an ad of its own list, one the other specs neither remove nor promote.
const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';
const reportList = (testInfo: TestInfo) => (isDesktop(testInfo) ? 'domy/sprzedaz' : 'mieszkania/sprzedaz');

async function adToReport(request: APIRequestContext, testInfo: TestInfo): Promise<Ad> {
  const { rows } = (await (await request.get(`/api/estates/${reportList(testInfo)}`)).json()) as {
    rows: Ad[];
  };
  const card = rows.at(-1);
  if (!card) throw new Error('the demo data has too few ads in the list');
  return (await (await request.get(`/api/estates/${card.estateId}`)).json()) as Ad;
}

test('a visitor reports an ad, an admin removes it, and the ad is gone from the site', async ({
  page,
  request,
  visit,
  checkA11y,
}, testInfo) => {
  await actAsOwnClient(page, testInfo, 31);
  const ad = await adToReport(request, testInfo);
  const adPath = `/${isDesktop(testInfo) ? 'dom' : 'mieszkanie'}/x/${ad.estateId}`;
  const reporter = newEmail('zglaszajacy', testInfo);

  await visit(adPath);
  await page.getByRole('button', { name: 'Rozumiem, zamknij' }).click();
  await page.getByRole('button', { name: 'Zgłoś ogłoszenie' }).click();
  const form = page.getByRole('form', { name: 'Zgłoś ogłoszenie' });
  await form.getByLabel(/^Powód zgłoszenia/).selectOption({ label: 'Oszustwo' });
  await form.getByLabel(/^Opis/).fill('Ogłoszeniodawca żąda przelewu zaliczki, zanim pokaże dom.');
  await form.getByLabel(/^E-mail/).fill(reporter);
  await solveCaptcha(form);
  await checkA11y(page);
  await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Przyjęliśmy zgłoszenie nr' });
  await expect(confirmation).toBeVisible();
  const reportNumber = /nr (\d+)/.exec((await confirmation.textContent()) ?? '')?.[1];
  const acknowledgement = await waitForMail(
    reporter,
    (mail) => mail.subject === `Przyjęliśmy zgłoszenie nr ${reportNumber}`,
  );
  expect(acknowledgement.text).toContain(`/${ad.estateId}`);

  // The admin, in a page of their own: the same browser context keeps no visitor state worth sharing.
  const adminPage = await page.context().newPage();
  await startLoggedIn(adminPage, request, 'admin@example.com');
  await adminPage.goto('/admin/moderacja');
  const decision = adminPage.getByRole('form', { name: `Decyzja w sprawie ogłoszenia nr ${ad.estateId}` });
  await expect(decision).toBeVisible();
  await checkA11y(adminPage);
  await decision.getByLabel(/^Decyzja/).selectOption({ label: 'Usunąć ogłoszenie' });
  await decision.getByLabel(/^Podstawa w regulaminie/).selectOption({ index: 3 });
  await decision.getByLabel(/^Fakty i uzasadnienie/).fill('Wyłudzanie zaliczki przed obejrzeniem domu.');
  await decision.getByRole('button', { name: 'Zapisz decyzję' }).click();
  await expect(adminPage.getByText('Decyzja została zapisana.')).toBeVisible();
  await expect(decision).toBeHidden();

  await visit(adPath);
  await expect(page.getByRole('heading', { name: ad.title })).toBeHidden();
  expect((await request.get(`/api/estates/${ad.estateId}`)).status()).toBe(404);
  const { rows } = (await (await request.get(`/api/estates/${reportList(testInfo)}`)).json()) as {
    rows: Ad[];
  };
  expect(rows.map((row) => row.estateId)).not.toContain(ad.estateId);

  const statement = await waitForMail(ad.user.email, (mail) =>
    (mail.subject ?? '').includes(`ogłoszenia nr ${ad.estateId}`),
  );
  expect(statement.text).toContain('§ 4 ust. 4 regulaminu');
  expect(statement.text).toContain('/odwolanie/');
  const outcome = await waitForMail(
    reporter,
    (mail) => mail.subject === `Decyzja w sprawie zgłoszenia nr ${reportNumber}`,
  );
  expect(outcome.text).toContain('Ogłoszenie zostało usunięte z serwisu.');
});
