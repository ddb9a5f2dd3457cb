import { privateAdvertiser, publishFlatForRent, startLoggedIn } from '../support/advertiser.ts';
import { expect, test } from '../support/test.ts';

test("an advertiser lowers a rent ad's price and gives its fees: the ad page shows the drop, czynsz and kaucja", async ({
  page,
  request,
  visit,
  checkA11y,
}, testInfo) => {
  const email = await privateAdvertiser(request, testInfo.project.name === 'phone' ? 1 : 0);
  const session = await startLoggedIn(page, request, email);
  const title = `Mieszkanie z historią ${testInfo.project.name} ${Date.now()}`;
  await publishFlatForRent(request, session, title);

  await visit('/zarzadzaj-ogloszeniami');
  await page.getByRole('link', { name: `Edytuj: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja ogłoszenia' })).toBeVisible();
  await page.getByLabel(/^Cena/).fill('2500');
  await page.getByLabel(/^Czynsz administracyjny/).fill('650');
  await page.getByLabel(/^Kaucja/).fill('5000');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/krok\/2$/);

  await visit('/zarzadzaj-ogloszeniami');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('2 500 zł/mies.');
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The ad's own price comes first; related ads below may cost the same.
  await expect(page.getByText('2 500 zł/mies.', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Na portalu od \d{1,2} \p{L}+ \d{4} · Na rynku od dziś$/u)).toBeVisible();
  await expect(page.getByText('Cena obniżona o 300 zł dziś')).toBeVisible();
  await expect(page.getByTestId('price-chart')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Historia ceny' })).toContainText('2 800 zł');
  const fact = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(fact('Czynsz administracyjny')).toHaveText('650 zł/mies.');
  await expect(fact('Kaucja')).toHaveText('5 000 zł');
  await checkA11y();
});
