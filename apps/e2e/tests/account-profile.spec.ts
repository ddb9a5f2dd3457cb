import type { Page, TestInfo } from '@playwright/test';
import { actAsOwnClient, newEmail, registerAndLogIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

/** Opens 'Moje konto': the navbar's dropdown on a desktop, a group of the burger's drawer on a phone. */
async function openAccountMenu(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') {
    const burger = page.getByRole('button', { name: 'Otwórz menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // A tap while the app finishes a navigation is undone by it (the drawer closes on a new page): tapped again.
    await expect(async () => {
      if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
      await expect(drawer).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const group = drawer.getByRole('button', { name: 'Moje konto' });
    // The drawer may keep the group open from the last time: a click would close it.
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    return drawer.getByRole('link');
  }
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('button', { name: /Moje konto/ })
    .click();
  return page.getByRole('menuitem');
}

test('a company whose integration an admin adds sees it in its open session, without logging in again', async ({
  page,
  request,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  const client = await actAsOwnClient(page, testInfo, 2);
  const email = newEmail('biuro-integracja', testInfo);
  await registerAndLogIn(page, visit, { email, password: 'haslo123', isCompany: true });
  let menu = await openAccountMenu(page, testInfo);
  await expect(menu.filter({ hasText: 'Edytuj profil' })).toBeVisible();
  await expect(menu.filter({ hasText: 'Integracja' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Meanwhile the admin adds the company's integration.
  const { userId } = await page.evaluate(() => JSON.parse(localStorage.getItem('profile') ?? '{}'));
  const headers = { 'X-Forwarded-For': client };
  const admin = await request.post('/api/user/login', {
    headers,
    data: { email: 'admin@example.com', password: 'demo1234', rememberMe: false },
  });
  expect(admin.status(), await admin.text()).toBe(200);
  const ftpLogin = `nowa.${testInfo.project.name}.${Date.now()}@biuro.example.com`;
  const added = await request.post('/api/site/add-integration', {
    headers: { ...headers, Authorization: `JWT ${(await admin.json()).token}` },
    data: { userId, ftpLogin, ftpPassword: 'ftp-haslo-2', type: 'esticrm' },
  });
  expect(added.status(), await added.text()).toBe(200);

  // The company's next navigation brings 'Integracja' into its menu, and the page works.
  menu = await openAccountMenu(page, testInfo);
  await menu.filter({ hasText: 'Edytuj profil' }).click();
  await expect(page).toHaveURL(/\/edytuj-profil$/);
  // The address changes before the page does, which then closes the drawer: the menu is opened on the new page.
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja profilu' })).toBeVisible();
  menu = await openAccountMenu(page, testInfo);
  await menu.filter({ hasText: 'Integracja' }).click();
  await expect(page).toHaveURL(/\/integracja$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Integracja' })).toBeVisible();
  await expect(main.getByText(ftpLogin)).toBeVisible();

  // A page load of /integracja itself works too.
  await visit('/integracja');
  await expect(main.getByRole('cell', { name: 'esticrm' })).toBeVisible();
});
