import { expect, test } from '../support/test.ts';

test('visitor sees recently added ads on the home page', async ({ page, visit }) => {
  await visit('/');

  const recent = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Ostatnio dodane' }) });
  const firstCard = recent.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  // formatPrice separates thousands with a non-breaking space: "350 000 zł".
  // A rent reads '2 500 zł/mies.'.
  await expect(firstCard.getByText(/^\d[\d\u00a0 ]*\szł(\/mies\.)?$/)).toBeVisible();
  await expect(firstCard.getByRole('link').first()).toBeVisible();
});
