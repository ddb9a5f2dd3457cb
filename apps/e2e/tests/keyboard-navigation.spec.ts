import { expect, test } from '../support/test.ts';

test('keyboard user can reach the navigation', async ({ page, visit }) => {
  await visit('/');
  const focusedHeaderLink = page.getByRole('banner').getByRole('link').and(page.locator(':focus'));

  // A skip link or the cookie bar may come first in the tab order; a handful of Tabs must reach the header.
  for (let presses = 0; presses < 8 && (await focusedHeaderLink.count()) === 0; presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(focusedHeaderLink).toBeVisible();
  await expect(focusedHeaderLink).toBeFocused();
});
