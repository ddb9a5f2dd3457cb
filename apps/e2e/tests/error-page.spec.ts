import { expect, test } from '../support/test.ts';

test('visitor opening an unknown address sees the error page', async ({ page, visit }) => {
  await visit('/to-miejsce-nie-istnieje/123');

  await expect(page.getByText('Wystąpił błąd lub strona o podanym adresie nie istnieje!')).toBeVisible();
  // The page still offers the way back: the site's header and navigation stay in place.
  await expect(page.getByRole('banner')).toBeVisible();
});
