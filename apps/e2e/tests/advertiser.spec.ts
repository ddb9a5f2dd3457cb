import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const fixture = (name: string) => resolve(import.meta.dirname, '../fixtures', name);

async function logIn(page: Page) {
  const form = page.getByRole('main').getByRole('form', { name: 'Logowanie' });
  await form.getByLabel('E-mail').fill('jan.kowalski@example.com');
  await form.getByLabel(/^Hasło/).fill('demo1234');
  await form.getByRole('button', { name: 'Zaloguj' }).click();
  await expect(page).toHaveURL(/\/zarzadzaj-ogloszeniami$/);
}

/** The file name part of a photo address /{container}/{type}/{file}/{size}. */
async function photoFile(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  return src.split('/').at(-2) ?? '';
}

async function fillStep1(page: Page, title: string) {
  const form = page.getByRole('form', { name: 'Opis' });
  await form.getByLabel(/^Rodzaj oferty/).selectOption({ label: 'sprzedaż' });
  await form.getByLabel(/^Rynek/).selectOption({ label: 'wtórny' });
  await form.getByLabel(/^Tytuł/).fill(title);
  await form.getByLabel(/^Adres/).fill('ul. Leśna 12');
  await form.getByLabel(/^Kod pocztowy/).fill('05-500');
  const city = form.getByLabel(/^Miejscowość/);
  await expect(city).toBeDisabled();
  await form.getByLabel(/^Województwo/).selectOption({ label: 'mazowieckie' });
  await city.fill('Piaseczno');
  await page
    .getByRole('option', { name: /^Piaseczno/ })
    .first()
    .click();
  await form.getByLabel(/^Cena/).fill('990000');
  await form.getByLabel(/^Powierzchnia \(m²\)/).fill('160');
  await form
    .getByLabel(/^Opis/)
    .fill('Dom wolnostojący z ogrodem, garażem i kominkiem, w spokojnej okolicy blisko lasu i szkoły.');
  await form.getByLabel(/^Kategoria/).selectOption({ label: 'wolnostojący' });
  await form.getByLabel(/^Powierzchnia działki/).fill('800');
  await form.getByLabel(/^Liczba pokoi/).fill('5');
  await form.getByRole('checkbox', { name: 'Prąd' }).check();
}

test('a private user adds a house with three photos (one HEIC), reorders them, saves, finds the ad in its list and publicly with the right main photo, edits the price, refreshes it and deletes it', async ({
  page,
  visit,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Dom pod lasem ${testInfo.project.name} ${Date.now()}`;

  await visit('/logowanie');
  await logIn(page);

  await visit('/dodaj-ogloszenie');
  await page.getByRole('link', { name: 'Dom' }).click();
  await expect(page).toHaveURL(/\/dodaj-ogloszenie\/dom\/krok\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dodawanie ogłoszenia' })).toBeVisible();
  // Steps not reached yet cannot be opened.
  await expect(page.getByRole('navigation', { name: 'Kroki kreatora' }).getByRole('link')).toHaveCount(0);
  await fillStep1(page, title);
  await checkA11y();
  await page.getByRole('button', { name: 'Dalej' }).click();

  await expect(page).toHaveURL(/\/dodaj-ogloszenie\/dom\/krok\/2$/);
  await expect(page.getByText('W chwili obecnej nie posiadasz dodanych żadnych zdjęć.')).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles([fixture('house.jpg'), fixture('house.png'), fixture('house.heic')]);
  const photos = page.getByRole('list', { name: 'Zdjęcia ogłoszenia' }).getByRole('listitem');
  await expect(photos).toHaveCount(3, { timeout: 30_000 });
  await expect(photos.first()).toContainText('Zdjęcie główne');
  await checkA11y();

  // Keyboard sorting: the first photo moves one place on, so the PNG becomes the main photo; the order is saved.
  const first = page.getByRole('button', { name: 'Zdjęcie 1: house.jpg', exact: true });
  await first.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  const main = page.getByRole('img', { name: 'Zdjęcie 1: house.png' });
  await expect(main).toBeVisible();
  await expect(photos.first()).toContainText('Zdjęcie główne');
  const mainFile = await photoFile(main);
  await page.waitForLoadState('networkidle');

  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/dodaj-ogloszenie\/dom\/krok\/3$/);
  await expect(page.getByText(/Stanie się aktywne po naciśnięciu przycisku 'Zapisz'/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Zapisz' }).click();

  await expect(page).toHaveURL(/\/zarzadzaj-ogloszeniami$/);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('img', { name: 'Aktywne' })).toBeVisible();
  expect(await photoFile(card.locator('img[src*="/360x270"]'))).toBe(mainFile);
  await checkA11y();

  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await photoFile(page.getByRole('img', { name: `${title} – zdjęcie 1` }))).toBe(mainFile);
  await checkA11y();

  // Editing: the saved values come back, the price changes, and the ad goes through the steps again.
  await visit('/zarzadzaj-ogloszeniami');
  await page.getByRole('link', { name: `Edytuj: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja ogłoszenia' })).toBeVisible();
  const price = page.getByLabel(/^Cena/);
  await expect(price).toHaveValue('990000');
  await price.fill('949000');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/krok\/2$/);
  await expect(photos).toHaveCount(3);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(/\/krok\/3$/);
  await expect(page.getByText('949 000 zł')).toBeVisible();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page).toHaveURL(/\/zarzadzaj-ogloszeniami$/);
  await expect(page.getByRole('article', { name: title })).toContainText('949 000 zł');

  await page.getByRole('link', { name: `Odśwież: ${title}` }).click();
  await expect(
    page.getByText('Ogłoszenie zostało odświeżone i będzie aktywne przez kolejne 6 miesięcy.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/zarzadzaj-ogloszeniami$/);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: `Usuń: ${title}` }).click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await visit('/zarzadzaj-ogloszeniami');
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});
