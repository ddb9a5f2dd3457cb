import { expect, test } from '../support/test.ts';

test('a 13th star says which ad the full clipboard dropped; stars are 44 px touch targets', async ({
  page,
  visit,
  checkA11y,
}) => {
  await visit('/mieszkania/sprzedaz/');
  await page.getByRole('button', { name: 'Rozumiem, zamknij' }).click();
  const cards = page.getByRole('article');
  await expect(cards.nth(12)).toBeVisible();

  const star = cards.first().getByRole('button', { name: 'Dodaj do schowka' });
  const box = await star.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  // The larger star stays inside its card.
  const card = await cards.first().boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));

  const titles: string[] = [];
  for (let index = 0; index < 13; index++) {
    const item = cards.nth(index);
    titles.push(((await item.getByRole('heading').textContent()) ?? '').trim());
    await item.getByRole('button', { name: 'Dodaj do schowka' }).click();
    await expect(item.getByRole('button', { name: 'Usuń ze schowka' })).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveText(
    `Schowek mieści najwyżej 12 ogłoszeń, dlatego usunięto z niego najdawniej dodane: „${titles[0]}”.`,
  );
  await expect(cards.first().getByRole('button', { name: 'Dodaj do schowka' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Schowek \(12\)/ })).toBeVisible();
  await checkA11y();
});
