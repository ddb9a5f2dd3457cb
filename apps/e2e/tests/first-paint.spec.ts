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

  // What a search engine or a link preview gets: the results themselves, not a page waiting for its scripts.
  test('a search page shows its results', async ({ page }) => {
    await page.goto('/wyszukaj-ogloszenia?type=apartment&rent=0&page=1');
    const results = page.getByRole('region', { name: 'Wyniki wyszukiwania' });
    await expect(results).toBeVisible();
    await expect(results.getByText(/^\d[\d\s]*\sogłosze(nie|nia|ń)$/)).toBeVisible();
    const ads = results.getByRole('article');
    expect(await ads.count()).toBeGreaterThan(0);
    await expect(ads.first().getByRole('link').first()).toHaveAttribute('href', /^\/mieszkanie\//);
    await expect(results.getByRole('status', { name: 'Wczytywanie ogłoszeń' })).toHaveCount(0);
  });
});
