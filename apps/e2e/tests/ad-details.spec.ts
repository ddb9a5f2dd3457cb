import { privateAdvertiser, publishFlatForRent, startLoggedIn } from '../support/advertiser.ts';
import { expect, test } from '../support/test.ts';

test('an advertiser gives a rented flat its bathrooms, heating and pets: the ad page lists them', async ({
  page,
  request,
  visit,
  checkA11y,
}, testInfo) => {
  // Four pages, each settled and checked by axe.
  test.setTimeout(120_000);
  const email = await privateAdvertiser(request, testInfo.project.name === 'phone' ? 1 : 0);
  const session = await startLoggedIn(page, request, email);
  const title = `Mieszkanie ze szczegółami ${testInfo.project.name} ${Date.now()}`;
  await publishFlatForRent(request, session, title);

  await visit('/zarzadzaj-ogloszeniami');
  await page.getByRole('link', { name: `Edytuj: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja ogłoszenia' })).toBeVisible();
  await checkA11y();
  const details = page.getByRole('group', { name: 'Informacje dodatkowe' });
  await details.getByLabel('Liczba łazienek').selectOption({ label: '2' });
  await details.getByLabel('Stan wykończenia').selectOption({ label: 'do zamieszkania' });
  await details.getByLabel('Ogrzewanie').selectOption({ label: 'miejskie' });
  await details.getByLabel('Forma własności').selectOption({ label: 'pełna własność' });
  await details.getByLabel('Zwierzęta').selectOption({ label: 'nieakceptowane' });
  await details.getByLabel('Dostępne od').fill('2099-01-01');
  await page.getByRole('button', { name: 'Dalej' }).click();
  // A day far ahead is refused where it was typed; a day next year is taken.
  await expect(details.getByText(/^Podaj datę nie późniejszą niż \d{4}-\d{2}-\d{2}!$/)).toBeVisible();
  const nextYear = `${new Date().getFullYear() + 1}-03-01`;
  await details.getByLabel('Dostępne od').fill(nextYear);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/krok\/2$/);

  await visit('/zarzadzaj-ogloszeniami');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const fact = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(fact('Liczba łazienek')).toHaveText('2');
  await expect(fact('Stan wykończenia')).toHaveText('do zamieszkania');
  await expect(fact('Ogrzewanie')).toHaveText('miejskie');
  await expect(fact('Forma własności')).toHaveText('pełna własność');
  await expect(fact('Dostępne od')).toHaveText(nextYear);
  await expect(fact('Zwierzęta')).toHaveText('nieakceptowane');
  await checkA11y();
});
