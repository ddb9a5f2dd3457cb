import { searchForm } from '../support/search-form.ts';
import { expect, test } from '../support/test.ts';

type Card = { title: string; rooms: number | null };

/** A word as typed on a keyboard without Polish letters: 'Łódź' → 'lodz'. */
const withoutPolishLetters = (word: string) =>
  word.toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/\p{M}/gu, '');

// A family looking for 3 rooms or more types a word of the title as a phone keyboard gives it, without
// Polish letters, and finds the ad.
test('a visitor finds an ad of 3+ rooms by a word typed without Polish letters', async ({
  page,
  request,
  visit,
  checkA11y,
  isMobile,
}) => {
  // An ad of the first page of apartments for sale (so it stays on the first page of any search it matches) with 3
  // rooms or more and a word with a Polish letter in its title: the demo data are random.
  const { rows } = await (await request.get('/api/estates/mieszkania/sprzedaz')).json();
  const polishWord = (title: string) => title.split(/[^\p{L}]+/u).find((word) => /[ąćęłńóśźż]/i.test(word));
  const ad = (rows as Card[]).find((card) => (card.rooms ?? 0) >= 3 && polishWord(card.title));
  if (!ad) throw new Error('no apartment of 3+ rooms with a Polish letter in its title among the demo ads');
  const typed = withoutPolishLetters(polishWord(ad.title) ?? '');

  await visit('/');
  const search = await searchForm(page, isMobile);
  await search.getByLabel('Rodzaj oferty').selectOption({ label: 'Sprzedaż' });
  await search.getByRole('button', { name: 'Więcej opcji' }).click();
  await search.getByLabel('Liczba pokoi').selectOption('3+');
  await search.getByLabel('Słowa w tytule lub opisie').fill(typed);
  await search.getByRole('button', { name: 'Szukaj' }).click();

  await expect(page).toHaveURL(new RegExp(`[?&]words=${typed}&roomsFrom=3&page=1$`));
  await expect(page.getByRole('article').getByRole('link', { name: ad.title }).first()).toBeVisible();
  await checkA11y();
});

type Detail = { estateId: number; title: string; district: string | null; area: number | null };

// A visitor wants an agency's flat in one district of a big city, from an area typed as Poles write it.
test('a visitor finds agency flats of a district from an area typed with a decimal comma', async ({
  page,
  request,
  visit,
  checkA11y,
  isMobile,
}) => {
  // A flat of the first page of agencies' flats for sale, not promoted (so that it stays on the first page of any
  // narrower search, newest first), in a named district: the demo data are random.
  const { rows } = await (
    await request.get('/api/estates/search?type=apartment&rent=0&seller=agency')
  ).json();
  let ad: Detail | undefined;
  for (const card of rows as { estateId: number; promoted: number }[]) {
    if (card.promoted) continue;
    const detail: Detail = await (await request.get(`/api/estates/${card.estateId}`)).json();
    if (detail.district && detail.area && detail.area > 20) {
      ad = detail;
      break;
    }
  }
  if (!ad?.district || !ad.area) throw new Error('no agency flat in a named district among the demo ads');
  const areaFrom = Math.floor(ad.area) - 0.5;
  const typedArea = String(areaFrom).replace('.', ',');
  const typedDistrict = withoutPolishLetters(ad.district);

  await visit('/');
  const search = await searchForm(page, isMobile);
  await search.getByLabel('Rodzaj oferty').selectOption({ label: 'Sprzedaż' });
  await search.getByRole('button', { name: 'Więcej opcji' }).click();
  await search.getByLabel('Powierzchnia od', { exact: true }).fill(typedArea);
  await search.getByLabel('Dzielnica').fill(typedDistrict);
  await search.getByLabel('Ogłoszeniodawca').selectOption({ label: 'Biuro nieruchomości' });
  await search.getByRole('button', { name: 'Szukaj' }).click();

  await expect(page).toHaveURL(new RegExp(`[?&]areaFrom=${areaFrom}&`));
  await expect(page).toHaveURL(/[?&]seller=agency(&|$)/);
  await expect(page.getByRole('article').getByRole('link', { name: ad.title }).first()).toBeVisible();
  const filters = page.getByRole('region', { name: 'Wybrane kryteria' });
  for (const chip of [
    `Powierzchnia od: ${typedArea} m²`,
    'Biuro nieruchomości',
    `Dzielnica: ${typedDistrict}`,
  ]) {
    await expect(filters.getByRole('link', { name: `Usuń kryterium: ${chip}` })).toBeVisible();
  }
  await checkA11y();
});
