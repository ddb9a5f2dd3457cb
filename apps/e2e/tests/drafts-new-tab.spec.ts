import { checkA11y, settle } from '../support/a11y.ts';
import { authOf, fillHouseStep1, fixture, privateAdvertiser, startLoggedIn } from '../support/advertiser.ts';
import { expect, test } from '../support/test.ts';

test('a draft continues in a new tab, is labelled as a draft until published, and every outcome is confirmed', async ({
  page,
  request,
  visit,
  checkA11y: checkPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = await privateAdvertiser(request, testInfo.project.name === 'phone' ? 1 : 0);
  const session = await startLoggedIn(page, request, email);
  const title = `Dom do wynajęcia ${testInfo.project.name} ${Date.now()}`;

  await visit('/dodaj-ogloszenie/dom/krok/1');
  await fillHouseStep1(page, title);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/dodaj-ogloszenie\/dom\/krok\/2$/);
  await page.locator('input[type=file]').setInputFiles(fixture('house.jpg'));
  const photos = page.getByRole('list', { name: 'Zdjęcia ogłoszenia' }).getByRole('listitem');
  await expect(photos).toHaveCount(1, { timeout: 30_000 });
  await checkPage();

  // Step 2 opened in a new tab continues the same draft: no redirect to the start, no second ad.
  const tab = await page.context().newPage();
  // The person switches to the new tab (a tab in the background paints nothing, so axe could not check it).
  await tab.bringToFront();
  await tab.goto('/dodaj-ogloszenie/dom/krok/2');
  await settle(tab);
  await expect(tab).toHaveURL(/\/dodaj-ogloszenie\/dom\/krok\/2$/);
  await expect(tab.getByRole('list', { name: 'Zdjęcia ogłoszenia' }).getByRole('listitem')).toHaveCount(1);
  await checkA11y(tab);

  // The list says what the ad is: a draft, not 'Aktywne do', and offers no refresh into publication.
  await tab.goto('/zarzadzaj-ogloszeniami');
  await settle(tab);
  const draftCard = tab.getByRole('article', { name: title });
  await expect(draftCard).toHaveCount(1);
  await expect(draftCard).toContainText('Szkic — nieopublikowane');
  await expect(draftCard).not.toContainText('Aktywne do');
  await expect(draftCard.getByRole('img', { name: 'Szkic' })).toBeVisible();
  await expect(draftCard.getByRole('link', { name: `Odśwież: ${title}` })).toHaveCount(0);
  await checkA11y(tab);
  await tab.close();

  // Nor does the server refresh it, whatever the client.
  const { rows } = await (
    await request.get(`/api/estates/account/${session.userId}?page=1`, { headers: authOf(session) })
  ).json();
  const drafts = rows.filter((row: { title: string }) => row.title === title);
  expect(drafts).toHaveLength(1);
  const refused = await request.put(`/api/estates/refresh/${drafts[0].estateId}`, {
    headers: authOf(session),
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toMatch(/nie zostało jeszcze opublikowane/);

  // Finishing the wizard says the ad is online and links to it.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/dodaj-ogloszenie\/dom\/krok\/3$/);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/zarzadzaj-ogloszeniami$/);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Ogłoszenie zostało zapisane i jest już widoczne w serwisie.' }),
  ).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Aktywne do');
  await checkPage();
  await page.getByText('Zobacz ogłoszenie w serwisie:').getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await checkPage();

  // Refreshing and deleting say what happened.
  await visit('/zarzadzaj-ogloszeniami');
  await page.getByRole('link', { name: `Odśwież: ${title}` }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Ogłoszenie zostało odświeżone i będzie aktywne przez kolejne 6 miesięcy.' }),
  ).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: `Usuń: ${title}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ogłoszenie zostało usunięte.' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  // The pointer still rests where the removed card's button was, now on the next card's button as it moves into
  // place; the page is judged as a person reads it after moving on.
  await page.mouse.move(0, 0);
  await checkPage();
});
