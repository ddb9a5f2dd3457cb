import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const singular = { apartment: 'mieszkanie', house: 'dom', land: 'dzialka', object: 'obiekt', place: 'lokal' };
const lists = [
  'mieszkania/sprzedaz',
  'domy/sprzedaz',
  'mieszkania/wynajem',
  'dzialki/sprzedaz',
  'lokale/wynajem',
];
type Card = {
  estateId: number;
  title: string;
  type: keyof typeof singular;
  seller: { userId: number; kind: string; name: string | null };
};

/** A demo ad of an agency among the oldest of a few lists: demo ads, which no test deletes. */
async function agencyAd(request: APIRequestContext): Promise<Card & { name: string }> {
  for (const list of lists) {
    const { rows } = (await (
      await request.get(`/api/estates/${list}?sortBy=estateId&sortOrder=ASC`)
    ).json()) as {
      rows: Card[];
    };
    const ad = rows.find((row) => row.seller.kind === 'agency' && row.seller.name);
    if (ad?.seller.name) return { ...ad, name: ad.seller.name };
  }
  throw new Error('the demo data has no agency ad in the oldest lists');
}

test("a visitor opens an agency's ad, follows the agency's name and sees its offers", async ({
  page,
  visit,
  request,
}) => {
  const ad = await agencyAd(request);
  await visit(`/${singular[ad.type]}/x/${ad.estateId}`);
  const contact = page.getByRole('region', { name: 'Kontakt' });
  await expect(contact.getByText('Biuro nieruchomości', { exact: true })).toBeVisible();

  await contact.getByRole('link', { name: ad.name }).click();
  await expect(page).toHaveURL(new RegExp(`/firmy/[a-z0-9-]+/${ad.seller.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: ad.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Oferty biura' })).toBeVisible();
  await expect(page.getByRole('article').getByRole('link', { name: ad.title })).toBeVisible();
  await expect.poll(() => page.title()).toContain(`${ad.name} – Biuro nieruchomości`);

  // The same page as the server sends it, checked as every visited page is; the phone only once asked for.
  await visit(new URL(page.url()).pathname);
  await expect(page.getByRole('heading', { level: 1, name: ad.name })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pokaż numer telefonu' }).click();
  await expect(page.getByRole('link', { name: /^\+48/ })).toBeVisible();
});
