import { expect, test } from '../support/test.ts';

test('visitor opens an ad, reveals the phone, stars it and finds it in /schowek', async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit('/');
  // On a phone the fixed cookie bar covers the lower part of the screen until the visitor closes it.
  await page.getByRole('button', { name: 'Rozumiem, zamknij' }).click();
  const recent = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Ostatnio dodane' }) });
  // The oldest of the four: the newest may be an ad another test is about to delete with its account.
  const adLink = recent.getByRole('article').last().getByRole('link').first();
  const title = (await adLink.textContent())?.trim() ?? '';
  await adLink.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const phoneView = page.waitForRequest(
    (req) => req.url().endsWith('/api/views') && req.postDataJSON()?.type === 'phone',
  );
  const contact = page.getByRole('region', { name: 'Kontakt' });
  await contact.getByRole('button', { name: 'Pokaż numer telefonu' }).click();
  await phoneView;
  await expect(contact.locator('a[href^="tel:"]')).toBeVisible();

  const heading = page.getByRole('heading', { level: 1, name: title });
  await page.locator('main').getByRole('button', { name: 'Dodaj do schowka' }).first().click();
  await expect(heading).toBeVisible();
  await checkA11y();
  await expect(page.getByRole('banner').getByRole('link', { name: /Schowek \(1\)/ })).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('link', { name: /Schowek/ })
    .click();
  await expect(page).toHaveURL(/\/schowek$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schowek' })).toBeVisible();
  const saved = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(saved).toBeVisible();
  await checkA11y();

  await saved.getByRole('button', { name: 'Usuń ze schowka' }).click();
  await expect(saved).toBeHidden();
  await expect(page.getByText('W chwili obecnej w schowku nie ma dodanych żadnych ofert!')).toBeVisible();
});
