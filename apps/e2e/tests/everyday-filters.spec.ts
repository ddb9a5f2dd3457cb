import { actAsOwnClient, alertTexts, newEmail, solveCaptcha } from '../support/accounts.ts';
import { searchForm } from '../support/search-form.ts';
import { expect, test } from '../support/test.ts';

const krakowFlats = '/mieszkania/sprzedaz/950463/krakow/';
const countText = /^\d[\d\s]*\sogłosze(nie|nia|ń)$/;
const countOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test("a visitor filters a city's list by photos and a balcony, sees the chips and results, and saves the search", async ({
  page,
  visit,
  checkA11y,
}, testInfo) => {
  test.slow();
  await actAsOwnClient(page, testInfo, 41);
  const isMobile = testInfo.project.use.isMobile ?? false;
  await visit(krakowFlats);
  await expect(page.getByRole('heading', { level: 1, name: /Kraków/ })).toBeVisible();
  const listed = countOf(await page.getByText(countText).textContent());

  const form = await searchForm(page, isMobile);
  await form.getByRole('button', { name: 'Więcej opcji' }).click();
  await form.getByRole('checkbox', { name: 'Tylko ze zdjęciami' }).check();
  await form.getByRole('checkbox', { name: 'Balkon' }).check();
  await checkA11y();
  await form.getByRole('button', { name: 'Szukaj' }).click();

  await expect(page).toHaveURL(
    /\/wyszukaj-ogloszenia\?type=apartment&rent=0&city=950463&withPhotos=1&balcony=1&page=1$/,
  );
  const chips = page.getByRole('region', { name: 'Wybrane kryteria' });
  await expect(chips.getByRole('link', { name: 'Usuń kryterium: Tylko ze zdjęciami' })).toBeVisible();
  await expect(chips.getByRole('link', { name: 'Usuń kryterium: Balkon' })).toBeVisible();
  // The city's flats with a balcony: some, not all of them.
  await expect.poll(async () => countOf(await page.getByText(countText).textContent())).toBeLessThan(listed);
  expect(countOf(await page.getByText(countText).textContent())).toBeGreaterThan(0);
  if (isMobile) await expect(page.getByRole('button', { name: 'Filtry (3)' })).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Zapisz wyszukiwanie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zapisz wyszukiwanie' });
  await expect(dialog.getByLabel(/^Nazwa/)).toHaveValue(
    'Mieszkania na sprzedaż, Kraków, tylko ze zdjęciami, balkon',
  );
  await dialog.getByLabel(/^Adres e-mail/).fill(newEmail('filtry', testInfo));
  await solveCaptcha(dialog);
  await checkA11y();
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect
    .poll(() => alertTexts(page))
    .toEqual([
      'Wysłaliśmy e-mail z linkiem potwierdzającym. Powiadomienia zaczniemy wysyłać po kliknięciu w link.',
    ]);
});
