import { unstyledMantineClasses } from '../support/styles.ts';
import { expect, test } from '../support/test.ts';

// Before its scripts run, a public page is the server's HTML styled by the entry's stylesheet, which holds only
// the Mantine components the server renders (apps/web/src/app/first-paint-styles.css), and the route's own styles.
test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('every Mantine part of a public page has its styles from the first load', async ({ page }) => {
    await page.goto('/mieszkania/sprzedaz/');
    const ad = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
    expect(ad).toMatch(/^\/mieszkanie\//);
    const pages = [
      '/',
      '/mieszkania/sprzedaz/',
      `${ad}`,
      '/wyszukaj-ogloszenia',
      '/kontakt',
      '/rejestracja',
      '/faq',
    ];
    for (const path of pages) {
      await page.goto(path);
      expect(await unstyledMantineClasses(page), path).toEqual([]);
    }
  });
});
