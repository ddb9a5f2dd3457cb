import type { APIRequestContext, Page } from '@playwright/test';
import { actAsOwnClient, activate, newEmail, register, solveCaptcha } from '../support/accounts.ts';
import { authOf, publishFlatForRent } from '../support/advertiser.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

/** The oldest flat for sale among the recent ads: one no other spec is about to remove. */
async function flatForSale(request: APIRequestContext) {
  const { rows } = (await (await request.get('/api/estates/mieszkania/sprzedaz')).json()) as {
    rows: { estateId: number; title: string }[];
  };
  const ad = rows.at(-1);
  if (!ad) throw new Error('the demo data has no flats for sale');
  return ad;
}

/** The menu's link: in the bar on a desktop, behind the burger on a phone. */
async function openFromMenu(page: Page, name: string) {
  const burger = page.getByRole('button', { name: 'Otwórz menu' });
  if (await burger.isVisible()) {
    await burger.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name }).click();
  }
}

test('a visitor opens an ad by its number, reckons the mortgage and finds the ad again among those viewed', async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  const ad = await flatForSale(request);
  await visit('/wyszukaj-ogloszenia');
  await page.getByRole('button', { name: 'Rozumiem, zamknij' }).click();
  // On a phone the search's fields wait behind 'Filtry'.
  const filters = page.getByRole('button', { name: 'Filtry' });
  if (await filters.isVisible()) await filters.click();
  await page.getByRole('textbox', { name: 'Numer ogłoszenia' }).fill(`nr ${ad.estateId}`);
  await page.getByRole('button', { name: 'Przejdź do ogłoszenia' }).click();
  await expect(page).toHaveURL(new RegExp(`/${ad.estateId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ad.title);

  const calculator = page.getByRole('region', { name: 'Kalkulator kredytu hipotecznego' });
  await calculator.scrollIntoViewIfNeeded();
  const instalment = calculator.getByText(/^Rata miesięczna:/);
  await expect(instalment).toBeVisible();
  const atSevenPercent = await instalment.textContent();
  const rate = calculator.getByLabel('Oprocentowanie (% w skali roku)');
  await rate.fill('0');
  await expect(instalment).not.toHaveText(atSevenPercent ?? '');
  await expect(calculator.getByText(/^Wyliczenie ma charakter orientacyjny/)).toBeVisible();
  await checkA11y();

  await visit('/');
  const viewedOnHome = page.getByRole('region', { name: 'Ostatnio oglądane' });
  await expect(viewedOnHome.getByText(ad.title)).toBeVisible();
  await openFromMenu(page, 'Ostatnio oglądane');
  await expect(page).toHaveURL(/\/ostatnio-ogladane$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ostatnio oglądane' })).toBeVisible();
  await expect(page.getByText(ad.title)).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Wyczyść listę' }).click();
  await expect(page.getByText(/Nie ma tu jeszcze żadnych ogłoszeń/)).toBeVisible();
});

test("a removed ad's link says it is no longer current, what it was, and offers others like it", async ({
  page,
  request,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  // An advertiser of its own: the demo advertisers' lists belong to other specs.
  await actAsOwnClient(page, testInfo, 47);
  const email = newEmail('nieaktualne', testInfo);
  const password = 'haslo123';
  await activate(page, visit, await register(page, visit, { email, password }));
  const session = await (
    await request.post('/api/user/login', { data: { email, password, rememberMe: false } })
  ).json();
  const title = `Mieszkanie do usunięcia ${testInfo.project.name} ${Date.now()}`;
  const estateId = await publishFlatForRent(request, session, title);
  const removed = await request.delete(`/api/estates/${estateId}`, { headers: authOf(session) });
  expect(removed.status(), await removed.text()).toBe(200);

  const path = `/mieszkanie/mieszkanie-do-usuniecia/${estateId}`;
  const answer = await request.get(path);
  expect(answer.status()).toBe(410);
  // Right without JavaScript: the server's HTML says it.
  expect(await answer.text()).toContain('To ogłoszenie jest już nieaktualne');

  await visit(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'To ogłoszenie jest już nieaktualne' }),
  ).toBeVisible();
  await expect(page.getByText(/^Mieszkanie na wynajem, Kraków/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Podobne aktualne oferty' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test("an alert's 'Wypisz się' stops the e-mails but keeps the search, which the visitor may then remove", async ({
  page,
  request,
  visit,
}, testInfo) => {
  test.setTimeout(180_000);
  await actAsOwnClient(page, testInfo, 48);
  const advertiser = newEmail('ogloszeniodawca', testInfo);
  await activate(page, visit, await register(page, visit, { email: advertiser, password: 'haslo123' }));
  const session = await (
    await request.post('/api/user/login', {
      data: { email: advertiser, password: 'haslo123', rememberMe: false },
    })
  ).json();
  const email = newEmail('wypisz', testInfo);
  const word = `strych${testInfo.project.name}${Date.now()}`;

  await visit(`/wyszukaj-ogloszenia?type=apartment&rent=1&words=${word}`);
  await page.getByRole('button', { name: 'Zapisz wyszukiwanie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zapisz wyszukiwanie' });
  await expect(dialog.getByLabel(/^Nazwa/)).toHaveValue(`Mieszkania na wynajem, „${word}”`);
  await dialog.getByLabel(/^Adres e-mail/).fill(email);
  await solveCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  const confirmation = await waitForMail(email, (mail) => mail.subject?.startsWith('Potwierdź') ?? false);
  await visit(new URL(linkIn(confirmation, '/potwierdz-wyszukiwanie/')).pathname);
  await expect(page.getByRole('status')).toHaveText(
    'Wyszukiwanie zostało potwierdzone. Powiadomimy Cię o nowych ogłoszeniach.',
  );

  await publishFlatForRent(request, session, `Mieszkanie ${word}`);
  const alert = await waitForMail(email, (mail) => mail.subject?.startsWith('Nowe ogłoszenia') ?? false);
  const unsubscribe = new URL(linkIn(alert, '/wypisz-wyszukiwanie/')).pathname;
  // A working page answers 200, for the mail scanners and link checkers that follow it too.
  expect((await request.get(unsubscribe)).status()).toBe(200);
  await visit(unsubscribe);
  await page.getByRole('button', { name: 'Wypisz mnie' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Nie będziesz już otrzymywać powiadomień o tym wyszukiwaniu. Wyszukiwanie pozostało zapisane, bez powiadomień e-mail.',
  );
  await page.getByRole('button', { name: 'Usuń wyszukiwanie' }).click();
  await expect(page.getByRole('status')).toHaveText('Wyszukiwanie zostało usunięte.');
});
