import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test.ts';

type Session = { token: string; userId: number; integrationId: number };
type Card = { estateId: number; title: string; promoted: number };

const demoPassword = 'demo1234';
const admin = 'admin@example.com';
const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';

// Both projects run against one server at once, so each works on its own data: its own company and categories
// (with the 120 generated demo ads, each of these holds at least two ads).
const removalList = (testInfo: TestInfo) => (isDesktop(testInfo) ? 'dzialki/sprzedaz' : 'lokale/sprzedaz');
const promotionList = (testInfo: TestInfo) =>
  isDesktop(testInfo) ? 'obiekty/wynajem' : 'mieszkania/wynajem';

// Logins are rate limited per account and per address: each worker logs each account in once.
const sessions = new Map<string, Session>();

async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  const known = sessions.get(email);
  if (known) return known;
  const answer = await request.post('/api/user/login', {
    data: { email, password: demoPassword, rememberMe: true },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const profile = await answer.json();
  sessions.set(email, profile);
  return profile;
}

/** The page starts logged in: the profile goes to localStorage, as after a login through the form. */
async function startLoggedIn(page: Page, profile: Session) {
  await page.addInitScript((stored) => localStorage.setItem('profile', stored), JSON.stringify(profile));
}

/** The demo company on the desktop; on the phone a generated agency that owns demo ads. */
async function companyEmail(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  if (isDesktop(testInfo)) return 'biuro@example.com';
  for (const card of await cardsOf(request, 'mieszkania/sprzedaz')) {
    const { user } = await (await request.get(`/api/estates/${card.estateId}`)).json();
    if (user.email.startsWith('biuro.')) return user.email;
  }
  throw new Error('no generated agency among the demo ads');
}

async function cardsOf(request: APIRequestContext, list: string): Promise<Card[]> {
  const answer = await request.get(`/api/estates/${list}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).rows;
}

test('an admin adds an FTP integration for a company, which then sees it on /integracja', async ({
  page,
  browser,
  request,
  visit,
}, testInfo) => {
  const company = await apiLogin(request, await companyEmail(request, testInfo));
  expect(company.integrationId).toBe(0);
  const ftpLogin = `eksport.${testInfo.project.name}@biuro.example.com`;
  await startLoggedIn(page, await apiLogin(request, admin));
  await visit('/admin/dodaj-integracje');
  const form = page.getByRole('form', { name: 'Dodawanie integracji' });
  await form.getByRole('button', { name: 'Dodaj integrację' }).click();
  await expect(form.getByText('Wartość pola jest wymagana!').first()).toBeVisible();

  await form.getByLabel('Identyfikator użytkownika (userId)').fill(String(company.userId));
  await form.getByLabel('Login FTP').fill(ftpLogin);
  await form.getByRole('textbox', { name: 'Hasło FTP' }).fill('ftp-haslo-1');
  await form.getByLabel('System').selectOption('asari');
  await form.getByRole('button', { name: 'Dodaj integrację' }).click();
  await expect(page.getByText('Integracja została dodana.')).toBeVisible();

  // The company's profile now carries the integrationId that opens /integracja.
  const refreshed = await request.get(`/api/user/${company.userId}/profile`, {
    headers: { Authorization: `JWT ${company.token}` },
  });
  const profile = await refreshed.json();
  expect(profile.integrationId).toBeGreaterThan(0);
  sessions.set(profile.email, profile);
  const companyPage = await browser.newPage();
  await startLoggedIn(companyPage, profile);
  await companyPage.goto('/integracja');
  const main = companyPage.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Integracja' })).toBeVisible();
  await expect(main.getByText(ftpLogin)).toBeVisible();
  await expect(main.getByRole('cell', { name: 'asari' })).toBeVisible();
  await expect(main.getByRole('cell', { name: 'pasywny' })).toBeVisible();
  await expect(main.getByText('Nie było jeszcze żadnego importu.')).toBeVisible();
  await main.getByRole('button', { name: 'Pokaż hasło' }).click();
  await expect(main.getByText('ftp-haslo-1')).toBeVisible();
  await companyPage.close();
});

test('an admin removes an ad and it is gone from the lists', async ({ page, request, visit }, testInfo) => {
  const [ad] = await cardsOf(request, removalList(testInfo));
  expect(ad).toBeDefined();
  await startLoggedIn(page, await apiLogin(request, admin));
  await visit('/admin/usun-ogloszenie');
  const form = page.getByRole('form', { name: 'Usuwanie ogłoszenia' });
  await form.getByLabel('Numer ogłoszenia (estateId)').fill(String(ad!.estateId));
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Czy na pewno chcesz usunąć ogłoszenie?');
    await dialog.accept();
  });
  await form.getByRole('button', { name: 'Usuń ogłoszenie' }).click();
  await expect(page.getByText('Ogłoszenie zostało usunięte.')).toBeVisible();

  await visit(`/${removalList(testInfo)}/`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: ad!.title })).toHaveCount(0);
  expect((await request.get(`/api/estates/${ad!.estateId}`)).status()).toBe(404);
});

test('an admin promotes an ad and it leads its category list', async ({ page, request, visit }, testInfo) => {
  const session = await apiLogin(request, admin);
  const headers = { Authorization: `JWT ${session.token}` };
  const list = promotionList(testInfo);
  // Start from a category without promoted ads, so that the promoted one must come first.
  for (const card of await cardsOf(request, list))
    if (card.promoted === 1)
      expect((await request.delete(`/api/site/promote/${card.estateId}`, { headers })).status()).toBe(200);
  const cards = await cardsOf(request, list);
  expect(cards.length).toBeGreaterThan(1);
  const oldest = cards.at(-1)!;

  await startLoggedIn(page, session);
  await visit('/admin/promowanie');
  const form = page.getByRole('form', { name: 'Promowanie ogłoszenia' });
  await expect(form.getByLabel('Okres promowania (dni)')).toHaveValue('30');
  await form.getByLabel('Numer ogłoszenia (estateId)').fill(String(oldest.estateId));
  await form.getByRole('button', { name: 'Promuj ogłoszenie' }).click();
  await expect(page.getByText('Ogłoszenie jest promowane.')).toBeVisible();
  const promoted = page.getByRole('table', { name: 'Promowane ogłoszenia' });
  await expect(promoted.getByRole('link', { name: oldest.title })).toBeVisible();

  await visit(`/${list}/`);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading')).toHaveText(oldest.title);
  await expect(first.getByText('Promowane')).toBeVisible();
});

test('an admin sees the statistics; anyone else opening them sees the error page', async ({
  page,
  request,
  visit,
  browser,
}, testInfo) => {
  await startLoggedIn(page, await apiLogin(request, admin));
  await visit('/admin/statystyki');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Statystyki' })).toBeVisible();
  await expect(main.getByText('Aktywne ogłoszenia')).toBeVisible();
  const chart = main.getByRole('img', { name: /ogłoszeń dodanych/ });
  await expect(chart.or(main.getByText(/^Brak ogłoszeń dodanych/))).toBeVisible();

  const otherPage = await browser.newPage();
  await startLoggedIn(otherPage, await apiLogin(request, await companyEmail(request, testInfo)));
  await otherPage.goto('/admin/statystyki');
  await expect(otherPage.getByText('Wystąpił błąd lub strona o podanym adresie nie istnieje!')).toBeVisible();
  await expect(otherPage.getByText('Aktywne ogłoszenia')).toHaveCount(0);
  expect((await request.get('/api/site/stats/ads/total')).status()).toBe(401);
  await otherPage.close();
});
