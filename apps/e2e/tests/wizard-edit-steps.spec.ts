import { checkA11y, settle } from '../support/a11y.ts';
import { privateAdvertiser, publishFlatForRent, startLoggedIn } from '../support/advertiser.ts';
import { expect, test } from '../support/test.ts';

test('editing an ad opens every step it has passed: Zdjęcia at once, also in a new tab', async ({
  page,
  request,
  visit,
  checkA11y: checkPage,
}, testInfo) => {
  const email = await privateAdvertiser(request, testInfo.project.name === 'phone' ? 1 : 0);
  const session = await startLoggedIn(page, request, email);
  const title = `Mieszkanie do edycji ${testInfo.project.name} ${Date.now()}`;
  const estateId = await publishFlatForRent(request, session, title);

  await visit('/zarzadzaj-ogloszeniami');
  await page.getByRole('link', { name: `Edytuj: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja ogłoszenia' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Kroki kreatora' });
  await expect(steps.getByRole('link', { name: '3. Podgląd' })).toBeVisible();
  await checkPage();

  // Straight to the photos, without submitting step 1 again.
  await steps.getByRole('link', { name: '2. Zdjęcia' }).click();
  await expect(page).toHaveURL(new RegExp(`/edytuj-ogloszenie/${estateId}/krok/2$`));
  await expect(page.getByRole('list', { name: 'Zdjęcia ogłoszenia' }).getByRole('listitem')).toHaveCount(1);
  // The file picker offers only what the server takes.
  await expect(page.locator('input[type=file]')).toHaveAttribute(
    'accept',
    '.jpg,.jpeg,.png,.heic,image/jpeg,image/png,image/heic,image/heif',
  );
  await checkPage();

  // A step opened in a new tab, which never went through step 1, opens too.
  const tab = await page.context().newPage();
  // The person switches to the new tab (a tab in the background paints nothing, so axe could not check it).
  await tab.bringToFront();
  await tab.goto(`/edytuj-ogloszenie/${estateId}/krok/3`);
  await settle(tab);
  await expect(tab).toHaveURL(new RegExp(`/edytuj-ogloszenie/${estateId}/krok/3$`));
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await checkA11y(tab);
  await tab.close();
});
