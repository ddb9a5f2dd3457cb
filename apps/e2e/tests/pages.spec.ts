import { expect, test } from '../support/test.ts';

test('visitor reads the FAQ and the terms', async ({ page, visit, checkA11y }) => {
  await visit('/');
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: /FAQ/ })).toBeVisible();
  await checkA11y();
  await expect(page.getByRole('heading', { level: 2, name: 'Jak działa schowek?' })).toBeVisible();
  await expect(page.getByText(/najwyżej 12 ogłoszeń/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Jak promować ogłoszenie?' })).toBeVisible();
  await expect(page.getByText(/24–48 godzin/)).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Regulamin' }).click();
  await expect(page).toHaveURL(/\/regulamin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Regulamin' })).toBeVisible();
  await checkA11y();
  await expect(page.getByText(/wyłącznie osoby pełnoletnie/)).toBeVisible();
  await expect(page.getByText(/bezpłatne, a ich liczba nie jest ograniczona/)).toBeVisible();
  await expect(page).toHaveTitle(/Regulamin/);
});

test('visitor finds the privacy and cookie policies and the import conditions', async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit('/polityka-prywatnosci');
  await expect(page.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
  await page.getByRole('link', { name: 'polityka cookies' }).click();
  await expect(page).toHaveURL(/\/polityka-cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Polityka cookies' })).toBeVisible();
  await checkA11y();

  await visit('/import-ofert');
  for (const system of ['asari', 'galactica', 'agencja3000', 'imo', 'esticrm']) {
    await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${system}$`) })).toBeVisible();
  }
  await expect(page.getByText('port: 21')).toBeVisible();

  await visit('/o-nas');
  await expect(page.getByRole('heading', { level: 1, name: 'O nas' })).toBeVisible();
});

test('visitor finds from the terms how many reports and appeals the portal handled', async ({
  page,
  request,
  visit,
  checkA11y,
}) => {
  await visit('/regulamin');
  await page.getByRole('main').getByRole('link', { name: 'Przejrzystość' }).click();
  await expect(page).toHaveURL(/\/przejrzystosc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Przejrzystość' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Zgłoszenia ogłoszeń według powodu' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Oszustwo/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /w kolejnych miesiącach/ }).getByRole('row')).toHaveCount(13);
  await checkA11y();
  await expect(page).toHaveTitle(/Przejrzystość/);

  // Server-rendered as the other info pages: the figures come with the HTML, before any script.
  const html = await (await request.get('/przejrzystosc')).text();
  expect(html).toContain('Odwołania ogłoszeniodawców i ich wynik');
  await visit('/przejrzystosc');
  await expect(page.getByRole('table', { name: 'Odwołania ogłoszeniodawców i ich wynik' })).toBeVisible();
});

test('visitor of a rental ad reads how to rent safely', async ({ page, request, visit, checkA11y }) => {
  const list = await request.get('/api/estates/mieszkania/wynajem?sortBy=estateId&sortOrder=ASC');
  const [ad] = ((await list.json()) as { rows: { estateId: number }[] }).rows;
  if (!ad) throw new Error('the demo data has no flats for rent');
  // In the server's HTML of the ad too, for a visitor whose scripts have not run.
  const html = await (await request.get(`/mieszkanie/x/${ad.estateId}`)).text();
  expect(html).toContain('Nie wpłacaj pieniędzy przed obejrzeniem nieruchomości');
  await visit(`/mieszkanie/x/${ad.estateId}`);
  await page.getByRole('button', { name: 'Rozumiem, zamknij' }).click();

  const notice = page.getByRole('region', { name: 'Bezpieczny najem' });
  await expect(notice).toContainText('Nie wpłacaj pieniędzy przed obejrzeniem nieruchomości');
  await notice.getByRole('link', { name: 'Jak rozpoznać oszustwo?' }).click();
  await expect(page).toHaveURL(/\/faq#bezpieczny-najem$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Jak bezpiecznie wynająć mieszkanie?' }),
  ).toBeInViewport();
  await checkA11y();
});
