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

// A search page carries its results as markup only, not as data too (issue 24: its HTML within the lists' budget):
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
  expect(serverHtml).not.toContain('/api/estates/search?');

  await visit(path);
  const result = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await result.getByRole('button', { name: 'Dodaj do schowka' }).click();
  await expect(result.getByRole('button', { name: 'Usuń ze schowka' })).toBeVisible();
});
