import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const singular = { apartment: 'mieszkanie', house: 'dom', land: 'dzialka', object: 'obiekt', place: 'lokal' };

/**
 * The oldest of the recently added ads, addressed with a wrong title slug: the page must still find it by its id.
 * Not the newest: that may be an ad another test is about to delete with its account.
 */
async function recentAdWithWrongSlug(request: APIRequestContext) {
  const response = await request.get('/api/estates/recently-added');
  const { rows } = (await response.json()) as {
    rows: { estateId: number; title: string; type: keyof typeof singular }[];
  };
  const ad = rows.at(-1);
  if (!ad) throw new Error('the demo data has no listed ads');
  return { title: ad.title, path: `/${singular[ad.type]}/x/${ad.estateId}` };
}

test('visitor opens an ad and reads its price, details, photos and contact', async ({
  page,
  visit,
  checkA11y,
  request,
}) => {
  const ad = await recentAdWithWrongSlug(request);
  await visit(ad.path);
  // On a phone the fixed cookie bar covers the lower part of the screen until the visitor closes it.
  await page.getByRole('button', { name: 'Rozumiem, zamknij' }).click();

  await expect(page.getByRole('heading', { level: 1, name: ad.title })).toBeVisible();
  await expect.poll(() => page.title()).toContain(ad.title);
  // A wrong title slug still finds the ad, and the address bar shows the real one.
  await expect(page).not.toHaveURL(/\/x\//);
  await expect(page.getByText(/\d[\d\u00a0 ]*\szł/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Szczegóły' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link')).toHaveCount(3);

  const enlarge = page.getByRole('button', { name: /Powiększ zdjęcie/ });
  if ((await enlarge.count()) > 0) {
    await enlarge.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  }

  const phoneView = page.waitForRequest(
    (req) => req.url().endsWith('/api/views') && req.postDataJSON()?.type === 'phone',
  );
  // The contact section (a phone also has the bar at the bottom of the screen, ad-page-and-phones.spec.ts).
  const contact = page.getByRole('region', { name: 'Kontakt' });
  await contact.getByRole('button', { name: 'Pokaż numer telefonu' }).click();
  await phoneView;
  await expect(
    contact.getByRole('link', { name: /\d{3}/ }).and(page.locator('[href^="tel:"]')),
  ).toBeVisible();
  await contact.getByRole('button', { name: 'Pokaż adres e-mail' }).click();
  await expect(contact.locator('a[href^="mailto:"]')).toBeVisible();
  await checkA11y();
});

test('visitor opening a missing ad sees the not-found view', async ({ page, visit }) => {
  await visit('/mieszkanie/nie-ma-takiego/999999');
  await expect(page.getByText('Wystąpił błąd lub strona o podanym adresie nie istnieje!')).toBeVisible();
});
