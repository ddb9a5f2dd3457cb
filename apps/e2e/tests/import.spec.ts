import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { APIRequestContext, Page } from '@playwright/test';
import { Client } from 'basic-ftp';
import { buildZip } from '../../server/test/fixtures/crm/build-zip.ts';
import { ofertyNetXml, type TestOffer } from '../../server/test/fixtures/crm/packages.ts';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

type Session = { token: string; userId: number; integrationId: number };
type Card = { estateId: number; title: string; type: keyof typeof singular };
type Outcome = { status: string; added?: number; updated?: number; withdrawn?: number; failed?: number };

const demoPassword = 'demo1234';
const singular = { apartment: 'mieszkanie', house: 'dom', land: 'dzialka', object: 'obiekt', place: 'lokal' };
const ftpPort = Number(process.env.PORTAL_E2E_FTP_PORT ?? 2121);
const housePhoto = readFileSync(new URL('../fixtures/house.jpg', import.meta.url));
// A withdrawn offer's page says so, with what it was and offers like it.
const gone = 'To ogłoszenie jest już nieaktualne';

async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  const answer = await request.post('/api/user/login', {
    data: { email, password: demoPassword, rememberMe: false },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
}

const auth = (session: Session) => ({ Authorization: `JWT ${session.token}` });

/**
 * A new agency of its own (the demo companies are admin.spec.ts's), registered and activated as a visitor would,
 * then given an IMO integration by the admin.
 */
async function registerAgency(
  page: Page,
  visit: (path: string) => Promise<void>,
  request: APIRequestContext,
  admin: Session,
  project: string,
) {
  const email = `biuro-crm-${project}-${Date.now()}@example.com`;
  await visit('/rejestracja');
  await page.getByRole('tab', { name: 'Firma' }).click();
  const form = page.getByRole('form', { name: 'Rejestracja firmy' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Hasło/).fill(demoPassword);
  await form.getByLabel(/^Powtórz hasło/).fill(demoPassword);
  await form.getByLabel(/^Nazwa firmy/).fill('Biuro z CRM');
  await form.getByLabel(/^NIP/).fill('5260250995');
  await form.getByLabel(/^Adres/).fill('ul. Prosta 1');
  await form.getByLabel(/^Kod pocztowy/).fill('00-838');
  await form.getByLabel(/^Telefon/).fill('221234567');
  await form.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await page.getByText('Nie jestem robotem').click();
  await expect(page.getByText('Zweryfikowano')).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Zarejestruj' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Aby dokończyć proces rejestracji' })).toBeVisible();
  await visit(new URL(linkIn(await waitForMail(email), '/aktywuj/')).pathname);
  await expect(page.getByText('Twoje konto zostało aktywowane. Możesz się teraz zalogować.')).toBeVisible();

  const company = await apiLogin(request, email);
  const ftp = { ftpLogin: `crm.${email}`, ftpPassword: 'ftp-haslo-e2e' };
  const added = await request.post('/api/site/add-integration', {
    headers: auth(admin),
    data: { userId: company.userId, ...ftp, type: 'imo' },
  });
  expect(added.status(), await added.text()).toBe(200);
  const profile = await request.get(`/api/user/${company.userId}/profile`, { headers: auth(company) });
  const { integrationId } = (await profile.json()) as { integrationId: number };
  return { userId: company.userId, integrationId, ...ftp };
}

/** Uploads a package over FTP, as the CRM does, with the integration's login and password. */
async function deliver(login: { ftpLogin: string; ftpPassword: string }, name: string, zip: Buffer) {
  const client = new Client(15_000);
  try {
    await client.access({
      host: '127.0.0.1',
      port: ftpPort,
      user: login.ftpLogin,
      password: login.ftpPassword,
    });
    await client.uploadFrom(Readable.from([zip]), name);
  } finally {
    client.close();
  }
}

const imoPackage = (options: { offers?: TestOffer[]; withdrawals?: string[] }, photos = {}) =>
  buildZip([
    { name: 'oferty.xml', content: ofertyNetXml(options) },
    ...Object.entries(photos).map(([name, content]) => ({ name, content: content as Buffer })),
  ]);

/** Opens an admin screen from the navbar: the 'Admin' dropdown on a desktop, the burger's drawer on a phone. */
async function openAdminScreen(page: Page, name: string, isPhone: boolean) {
  if (isPhone) {
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const group = drawer.getByRole('button', { name: 'Admin' });
    // The drawer may keep the group open from the last time: a click would close it.
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('link', { name }).click();
    await expect(drawer).toHaveCount(0);
  } else {
    await page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('button', { name: /Admin/ })
      .click();
    await page.getByRole('menuitem', { name }).click();
    // Choosing an item closes the dropdown, though the pointer is still where the item was.
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
}

/**
 * The admin's import screen, reached from the menu: the agency's integration is listed and
 * healthy, its waiting package is imported at once with 'Importuj teraz', and the run appears with its counts.
 */
async function importFromAdminScreen(
  page: Page,
  check: () => Promise<void>,
  agency: { ftpLogin: string; ftpPassword: string },
  isPhone: boolean,
) {
  await openAdminScreen(page, 'Importy ofert', isPhone);
  await expect(page.getByRole('heading', { level: 1, name: 'Importy ofert' })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Integracje' })
    .getByRole('row')
    .filter({ hasText: agency.ftpLogin });
  // Its last run is the diff of oferty_2.zip (a repeated package is listed as a duplicate, not as the last run); it
  // delivered a moment ago.
  await expect(row.getByText('dodane 0, zmienione 1, wycofane 1, pominięte 0')).toBeVisible();
  await expect(row.getByText('Brak dostaw od 48 h')).toHaveCount(0);
  await check();

  await row.getByRole('button', { name: 'Importuj teraz' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: `${agency.ftpLogin}: Import rozpoczęty — postęp widać na liście przebiegów.`,
    }),
  ).toBeVisible();
  // The import goes on in the background: the screen shows how it ended once read again.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('dodane 1, zmienione 0, wycofane 0, pominięte 0')).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  await page.getByLabel('Integracja').selectOption({ label: `${agency.ftpLogin} (Biuro z CRM)` });
  const runs = page.getByRole('table', { name: 'Ostatnie importy' }).getByRole('row');
  await expect(runs.nth(1).getByRole('cell')).toHaveText([
    /^\d+$/,
    /^\d{4}-\d\d-\d\d \d\d:\d\d$/,
    agency.ftpLogin,
    'oferty_4.zip',
    'zakończony',
    '1',
    '0',
    '0',
    '0',
    '–',
    // Nothing failed: no 'Importuj ponownie'.
    '',
  ]);
  await expect(runs.filter({ hasText: 'oferty_1.zip' })).toHaveCount(1);
  // The resent first package is listed as a duplicate of the run that imported its content.
  const firstRun = await runs.filter({ hasText: 'oferty_1.zip' }).getByRole('cell').first().textContent();
  await expect(runs.filter({ hasText: 'oferty_3.zip' })).toContainText(`duplikat importu nr ${firstRun}`);
  await check();
}

/**
 * A package that failed is offered for import again: the retry is listed as such, the button moves to it, and the
 * failed run is no longer offered.
 */
async function importFailedAgain(page: Page, check: () => Promise<void>, fileName: string) {
  const runs = page.getByRole('table', { name: 'Ostatnie importy' }).getByRole('row');
  const failed = runs.filter({ hasText: fileName });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('nieudany');
  const failedRun = await failed.getByRole('cell').first().textContent();
  await failed.getByRole('button', { name: `Importuj ponownie: ${fileName}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `${fileName}: Przetworzone paczki: 1.` }),
  ).toContainText('Nieudane paczki: 1.');
  await expect(failed).toHaveCount(2);
  const retry = failed.filter({ hasText: `nieudany, ponowienie importu nr ${failedRun}` });
  await expect(retry.getByRole('button', { name: `Importuj ponownie: ${fileName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Importuj ponownie: ${fileName}` })).toHaveCount(1);
  await check();
}

test('an agency CRM delivers offers over FTP: they appear, change and go, a repeated package changes nothing, and the admin imports the next one and a failed one again from /admin/importy', async ({
  page,
  visit,
  request,
  checkA11y,
}, testInfo) => {
  test.slow();
  const admin = await apiLogin(request, 'admin@example.com');
  const agency = await registerAgency(page, visit, request, admin, testInfo.project.name);
  expect(agency.integrationId).toBeGreaterThan(0);
  // 'Importuj teraz' answers at once and imports in the background: the package's run tells how it went once ended.
  const run = async (fileName: string): Promise<Outcome[]> => {
    const answer = await request.post(`/api/site/imports/run/${agency.integrationId}`, {
      headers: auth(admin),
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const ended = async () => {
      const listed = await request.get(`/api/site/imports/runs?integrationId=${agency.integrationId}`, {
        headers: auth(admin),
      });
      const { runs } = (await listed.json()) as { runs: (Outcome & { fileName: string })[] };
      return runs.find((listedRun) => listedRun.fileName === fileName && listedRun.status !== 'running');
    };
    await expect.poll(ended, { timeout: 30_000 }).toBeDefined();
    const outcome = await ended();
    return outcome ? [outcome] : [];
  };
  const tag = `${testInfo.project.name} ${Date.now() % 100_000}`;
  // Rentals of houses and plots: lists no other spec pages through, so new ads there shift nobody's pages.
  const kept = { id: 'E2E-1', title: `Dom z importu ${tag}`, tab: 'domy', rent: true, photos: ['salon.jpg'] };
  const sold = { id: 'E2E-2', title: `Działka z importu ${tag}`, tab: 'dzialki', rent: true };
  const first = imoPackage({ offers: [kept, sold] }, { 'salon.jpg': housePhoto });

  await deliver(agency, 'oferty_1.zip', first);
  expect(await run('oferty_1.zip')).toEqual([
    expect.objectContaining({ status: 'done', added: 2, failed: 0 }),
  ]);
  await visit(`/ogloszenia-uzytkownika/${agency.userId}`);
  await expect(page.getByRole('heading', { name: kept.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: sold.title })).toBeVisible();
  const { rows } = await (await request.get(`/api/estates/user/${agency.userId}`)).json();
  const pathOf = (title: string) => {
    const card = (rows as Card[]).find((row) => row.title === title);
    if (!card) throw new Error(`${title} is not among the agency's ads`);
    return `/${singular[card.type]}/x/${card.estateId}`;
  };
  const keptPath = pathOf(kept.title);
  const soldPath = pathOf(sold.title);
  await visit(keptPath);
  await expect(page.getByRole('heading', { level: 1, name: kept.title })).toBeVisible();
  await expect(page.getByText(/500\s000\szł/).first()).toBeVisible();

  // The CRM's next diff: a new price for one offer and the other sold.
  await deliver(
    agency,
    'oferty_2.zip',
    imoPackage({ offers: [{ ...kept, price: 450_000 }], withdrawals: [sold.id] }),
  );
  expect(await run('oferty_2.zip')).toEqual([
    expect.objectContaining({ status: 'done', updated: 1, withdrawn: 1 }),
  ]);
  await visit(keptPath);
  await expect(page.getByText(/450\s000\szł/).first()).toBeVisible();
  await visit(soldPath);
  await expect(page.getByRole('heading', { level: 1, name: gone })).toBeVisible();

  // The first package again (a CRM resending it): recognised by its content, so the sold offer stays gone.
  await deliver(agency, 'oferty_3.zip', first);
  expect(await run('oferty_3.zip')).toEqual([expect.objectContaining({ status: 'duplicate' })]);
  await visit(soldPath);
  await expect(page.getByRole('heading', { level: 1, name: gone })).toBeVisible();
  await visit(keptPath);
  await expect(page.getByText(/450\s000\szł/).first()).toBeVisible();

  // The next package waits in the folder; the admin imports it at once from /admin/importy.
  const added = { id: 'E2E-3', title: `Dom od admina ${tag}`, tab: 'domy', rent: true };
  await deliver(agency, 'oferty_4.zip', imoPackage({ offers: [added] }));
  await page.evaluate((stored) => localStorage.setItem('profile', stored), JSON.stringify(admin));
  await visit('/');
  await importFromAdminScreen(page, checkA11y, agency, testInfo.project.name === 'phone');

  // A broken upload fails as a whole; the admin can import it again from the list.
  await deliver(agency, 'oferty_5.zip', Buffer.from('to nie jest archiwum zip'));
  expect(await run('oferty_5.zip')).toEqual([expect.objectContaining({ status: 'failed' })]);
  await visit('/admin/importy');
  await page.getByLabel('Integracja').selectOption({ label: `${agency.ftpLogin} (Biuro z CRM)` });
  await importFailedAgain(page, checkA11y, 'oferty_5.zip');
  await visit(`/ogloszenia-uzytkownika/${agency.userId}`);
  await expect(page.getByRole('heading', { name: added.title })).toBeVisible();
});
