import { expect, test } from '../support/test.ts';

test('visitor closes the cookie bar and it stays closed after reload', async ({ page, visit, reload }) => {
  await visit('/');
  const bar = page.getByRole('region', { name: 'Informacja o plikach cookies' });
  await expect(bar).toBeVisible();

  await bar.getByRole('button', { name: 'Rozumiem, zamknij' }).click();
  await expect(bar).toBeHidden();

  await reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(bar).toBeHidden();
});
