import { drawRectangle } from '../support/area-map.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 1280, height: 1000 } });

test('a visitor searches for a 3-room apartment for sale in Kraków under 800 000 zł within a map rectangle and opens a result', async ({
  page,
  visit,
  checkA11y,
}) => {
  // Several pages and a map, each checked by axe, on a slow machine.
  test.slow();
  await visit('/');
  const search = page.getByRole('form', { name: 'Kryteria wyszukiwania' });
  await expect(page.getByRole('tab', { name: 'Mieszkania' })).toHaveAttribute('aria-selected', 'true');
  await search.getByLabel('Rodzaj oferty').selectOption({ label: 'Sprzedaż' });
  await search.getByLabel('Miejscowość').fill('Krak');
  // Three localities are called Kraków; the city goes by its name alone, the villages with their commune and county.
  await page.getByRole('option', { name: 'Kraków', exact: true }).click();
  await search.getByLabel('Cena do').fill('800000');
  await search.getByRole('button', { name: 'Więcej opcji' }).click();
  await search.getByLabel('Liczba pokoi').selectOption('3+');
  await search.getByRole('button', { name: 'Szukaj' }).click();

  await expect(page).toHaveURL(
    /\/wyszukaj-ogloszenia\?type=apartment&rent=0&city=\d+&priceTo=800000&roomsFrom=3&page=1$/,
  );
  await expect(page.getByRole('article').first()).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Zaznacz na mapie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zaznacz obszar wyszukiwania' });
  const map = dialog.getByRole('application', { name: 'Mapa obszaru wyszukiwania' });
  await expect(map).toHaveClass(/leaflet-container/);
  await drawRectangle(page, map, 50.35, 19.6, 49.85, 20.3);
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  await checkA11y();
  await dialog.getByRole('button', { name: 'Zapisz obszar wyszukiwania' }).click();

  // Saving on the search page searches again at once, within the rectangle, from page 1.
  await expect(page).toHaveURL(/coordinates=/);
  const coordinates = JSON.parse(new URL(page.url()).searchParams.get('coordinates') ?? 'null');
  expect(coordinates.north).toBeCloseTo(50.35, 1);
  expect(coordinates.south).toBeCloseTo(49.85, 1);
  expect(coordinates.west).toBeCloseTo(19.6, 1);
  expect(coordinates.east).toBeCloseTo(20.3, 1);
  expect(new URL(page.url()).searchParams.get('page')).toBe('1');
  await expect(page.getByText('Zaznaczono obszar na mapie')).toBeVisible();

  const results = page.getByRole('article');
  await expect(results.first()).toBeVisible();
  for (const card of await results.all()) {
    await expect(card).toContainText('Kraków');
    const price = Number((await card.getByText(/^\d[\d\u00a0 ]*\szł$/).textContent())?.replace(/\D/g, ''));
    expect(price).toBeLessThanOrEqual(800_000);
  }

  const first = results.first().getByRole('heading').getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await checkA11y();
});

test('a search with no matches says so', async ({ page, visit }) => {
  await visit('/wyszukaj-ogloszenia?type=apartment&rent=0&priceFrom=999999999&page=1');
  await expect(
    page.getByText('W chwili obecnej brak wyników dla podanych kryteriów wyszukiwania!'),
  ).toBeVisible();
});
