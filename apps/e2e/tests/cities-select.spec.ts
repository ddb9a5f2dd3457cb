import { searchForm } from '../support/search-form.ts';
import { expect, test } from '../support/test.ts';

test('a visitor types Kra and finds Kraków first, its districts under it, and the same label on the results', async ({
  page,
  visit,
  checkA11y,
  isMobile,
}) => {
  test.slow();
  await visit('/');
  const search = await searchForm(page, isMobile);
  await search.getByLabel('Miejscowość').fill('Kra');

  // The select's own list, not the options of the form's native selects.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText('Kraków');
  // TERYT's delegatura Kraków-Krowodrza is a district of Kraków, not a town of its own.
  await expect(options.filter({ hasText: /^Kraków, Krowodrza$/ })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Kraków-Krowodrza' })).toHaveCount(0);
  await options.first().click();
  await expect(search.getByLabel('Miejscowość')).toHaveValue('Kraków');
  await search.getByRole('button', { name: 'Szukaj' }).click();

  await expect(page).toHaveURL(/\/wyszukaj-ogloszenia\?.*city=950463/);
  // The results page names the chosen city as the home page's select did.
  await expect((await searchForm(page, isMobile)).getByLabel('Miejscowość')).toHaveValue('Kraków');
  await checkA11y();
});
