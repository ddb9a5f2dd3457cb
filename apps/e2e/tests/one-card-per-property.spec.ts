import { expect, test } from '../support/test.ts';

type Card = { estateId: number; title: string; offers?: { count: number } };

test("a flat two agencies offer is one card with '2 oferty', and its ad page lists the other offer", async ({
  page,
  request,
  visit,
}) => {
  test.slow();
  // The demo seeds a few flats offered by two agencies: find one of their cards and the list page it is on.
  let found: { card: Card; path: string } | undefined;
  for (const rent of ['sprzedaz', 'wynajem']) {
    for (let number = 1; number <= 5 && !found; number++) {
      const response = await request.get(`/api/estates/mieszkania/${rent}?page=${number}`);
      const { rows } = (await response.json()) as { rows: Card[] };
      const card = rows.find((row) => row.offers);
      if (card) found = { card, path: `/mieszkania/${rent}/${number === 1 ? '' : `oferty-${number}`}` };
    }
  }
  expect(found, 'a demo property of several offers').toBeDefined();
  const { card, path } = found as { card: Card; path: string };

  await visit(path);
  const shown = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: card.title, exact: true }) });
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText(/2\soferty · od [\d\s]+do [\d\s]+zł/);

  await shown.getByRole('link', { name: card.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
  const others = page.getByRole('region', { name: 'Inne oferty tej nieruchomości' });
  await expect(others.getByRole('link')).toHaveCount(1);
  await expect(others).toContainText('Biuro nieruchomości');
  await expect(page.getByText(/Na rynku od/)).toBeVisible();
  await visit(new URL(page.url()).pathname);

  await others.getByRole('link').click();
  await expect(
    page.getByRole('region', { name: 'Inne oferty tej nieruchomości' }).getByRole('link'),
  ).toHaveAttribute('href', new RegExp(`/${card.estateId}$`));
});
