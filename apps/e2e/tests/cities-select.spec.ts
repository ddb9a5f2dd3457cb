import { expect, test } from '../support/test.ts';

test('a visitor types Kra and finds Kraków first, its districts under it, and the same label on the results', async ({
  page,
  visit,
  checkA11y,
}) => {
  test.slow();
  await visit('/');
  const search = page.getByRole('form', { name: 'Kryteria wyszukiwania' });
  await search.getByLabel('Miejscowość').fill('Kra');

  const options = page.getByRole('option');
  await expect(options.first()).toHaveText('Kraków');
  // TERYT's delegatura Kraków-Krowodrza is a district of Kraków, not a town of its own.
  await expect(page.getByRole('option', { name: 'Kraków, Krowodrza', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Kraków-Krowodrza' })).toHaveCount(0);
  await checkA11y();
  await options.first().click();
  await expect(search.getByLabel('Miejscowość')).toHaveValue('Kraków');
  await search.getByRole('button', { name: 'Szukaj' }).click();

  await expect(page).toHaveURL(/\/wyszukaj-ogloszenia\?.*city=950463/);
  // The results page names the chosen city as the home page's select did.
  await expect(
    page.getByRole('form', { name: 'Kryteria wyszukiwania' }).getByLabel('Miejscowość'),
  ).toHaveValue('Kraków');
});
