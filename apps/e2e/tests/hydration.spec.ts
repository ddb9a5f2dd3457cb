import { privateAdvertiser, publishFlatForRent } from '../support/advertiser.ts';
import { expect, test } from '../support/test.ts';

// The browser takes the server's HTML over as it is: the ids that tie the search form's labels to their fields are
// the server's (Mantine's own useId swapped them all for random ones right after hydration, re-rendering every field).
test('the home page keeps the ids the server wrote once it reacts', async ({ page, request, visit }) => {
  const serverHtml = await (await request.get('/')).text();
  await visit('/');
  const id = await page.getByLabel('Cena od').getAttribute('id');
  expect(id).toBeTruthy();
  expect(serverHtml).toContain(`id="${id}"`);
});

// Below Mantine's md breakpoint the top bar links to the login page; the form itself (react-hook-form, its checks)
// is not even built there, only where it shows.
test('the top bar holds its login form only on a wide screen', async ({ page, visit }) => {
  await visit('/');
  const isWide = (page.viewportSize()?.width ?? 0) >= 992;
  await expect(page.locator('form[aria-label="Logowanie"]')).toHaveCount(isWide ? 1 : 0);
});

// A search page carries its results as markup only, not as data too (its HTML within the lists' budget):
// the browser asks for them while it hydrates the rest, keeping the server's markup, which then reacts.
test('a search page shows the results the server rendered and makes them work', async ({
  page,
  request,
  visit,
}) => {
  const path = '/wyszukaj-ogloszenia?type=apartment&rent=0';
  const serverHtml = await (await request.get(path)).text();
  const title = /<h3[^>]*><a [^>]*>([^<&]+)<\/a>/.exec(serverHtml)?.[1];
  expect(title, 'a result in the HTML').toBeTruthy();
  // Only its fingerprint, under another key (apps/web/src/ui/server-markup-until-loaded.ts).
  expect(serverHtml).not.toContain('"/api/estates/search?');

  await visit(path);
  const result = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await result.getByRole('button', { name: 'Dodaj do schowka' }).click();
  await expect(result.getByRole('button', { name: 'Usuń ze schowka' })).toBeVisible();
});

// The results come from the API a moment after the server rendered them: an ad added meanwhile is shown, and the
// browser renders that section afresh rather than reporting the server's markup as a mismatch (failOnPageErrors).
test('a search page whose results change while the browser starts shows the newer ones', async ({
  page,
  request,
  visit,
}, testInfo) => {
  // saved-search-alerts.spec.ts's advertisers: both only add ads.
  const advertiser = await privateAdvertiser(request, testInfo.project.name === 'phone' ? 3 : 2);
  const login = await request.post('/api/user/login', {
    data: { email: advertiser, password: 'demo1234', rememberMe: false },
  });
  const title = `Mieszkanie dodane w trakcie ${testInfo.project.name} ${Date.now()}`;
  const path = '/wyszukaj-ogloszenia?type=apartment&rent=1&city=950463';
  const serverHtml = await (await request.get(path)).text();
  expect(serverHtml).not.toContain(title);

  // The ad goes online between the server's render of the page and the browser's call for its results.
  let added = false;
  await page.route('**/api/estates/search?*', async (route) => {
    if (!added) {
      added = true;
      await publishFlatForRent(request, await login.json(), title);
    }
    await route.continue();
  });
  await visit(path);

  expect(added).toBe(true);
  const result = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await result.getByRole('button', { name: 'Dodaj do schowka' }).click();
  await expect(result.getByRole('button', { name: 'Usuń ze schowka' })).toBeVisible();
});

// A list's cards are sent as markup the server's render threads keep per ad (apps/web/src/ui/server-markup-memo.ts):
// the browser hydrates it as its own render of the cards, with no mismatch (failOnPageErrors), and they react.
test("a list page's cards hydrate as the browser renders them and react", async ({
  page,
  request,
  visit,
}) => {
  const path = '/mieszkania/sprzedaz/';
  const serverHtml = await (await request.get(path)).text();
  const title = /<h3[^>]*><a [^>]*>([^<&]+)<\/a>/.exec(serverHtml)?.[1];
  expect(title, 'a card in the HTML').toBeTruthy();

  await visit(path);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await card.getByRole('button', { name: 'Dodaj do schowka' }).click();
  await expect(card.getByRole('button', { name: 'Usuń ze schowka' })).toBeVisible();
});
