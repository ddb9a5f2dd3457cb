import type { APIRequestContext, Page } from '@playwright/test';
import { addPhotoAndActivate, authOf, privateAdvertiser, startLoggedIn } from '../support/advertiser.ts';
import { expect, test } from '../support/test.ts';

const singular = { apartment: 'mieszkanie', house: 'dom', land: 'dzialka', object: 'obiekt', place: 'lokal' };
type Ad = { estateId: number; title: string; type: keyof typeof singular; seller: { kind: string } };
type Detail = Ad & { photos: unknown[]; user: { userId: number; name: string } };

/**
 * A private person's listed ad with at least two photos among the oldest apartments for sale: demo ads, which no test
 * deletes (the recently added fill up with the ads other tests publish, without photos). A company's ad links its
 * company page instead of the seller's ads (agency-page.spec.ts).
 */
async function adWithPhotos(request: APIRequestContext): Promise<Detail & { path: string }> {
  const oldest = '/api/estates/mieszkania/sprzedaz?sortBy=estateId&sortOrder=ASC';
  const { rows } = (await (await request.get(oldest)).json()) as { rows: Ad[] };
  for (const row of rows.filter((card) => card.seller.kind === 'private')) {
    const detail = (await (await request.get(`/api/estates/${row.estateId}`)).json()) as Detail;
    if (detail.photos.length >= 2) return { ...detail, path: `/${singular[row.type]}/x/${row.estateId}` };
  }
  throw new Error('the demo data has no listed ad with two photos');
}

async function closeCookieBar(page: Page) {
  // On a phone the cookie bar sits over the bottom of the screen until the visitor closes it.
  await page.getByRole('button', { name: 'Rozumiem, zamknij' }).click();
}

/** A finger dragged from right to left across the element, as Chromium's touch screen delivers it. */
async function swipeLeft(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the screen`);
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    const x = from - (box.width * 0.6 * step) / 10;
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

test('a visitor reads the ad number and the seller, shares the ad and opens the seller’s other ads', async ({
  page,
  context,
  visit,
  request,
  isMobile,
}) => {
  const ad = await adWithPhotos(request);
  await visit(ad.path);
  await closeCookieBar(page);
  await expect(page.getByText(`Nr ogłoszenia: ${ad.estateId}`)).toBeVisible();
  await expect(page.getByText(`Ogłoszeniodawca: ${ad.user.name}`)).toBeVisible();

  // A desktop browser without a share sheet copies the link; a phone's sheet is the platform's own.
  if (!isMobile) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Udostępnij' }).click();
    await expect(page.getByText('Skopiowano link do ogłoszenia.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(new URL(page.url()).pathname);
  }

  const sellerAds = `Ogłoszenia użytkownika ${ad.user.name}`;
  await page.getByRole('link', { name: sellerAds }).click();
  await expect(page).toHaveURL(new RegExp(`/ogloszenia-uzytkownika/${ad.user.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: sellerAds })).toBeVisible();
  await expect.poll(() => page.title()).toContain(sellerAds);
  await expect(page.getByRole('article').getByRole('link', { name: ad.title })).toBeVisible();
  await visit(`/ogloszenia-uzytkownika/${ad.user.userId}`);
  await expect(page).toHaveTitle(new RegExp(`^${sellerAds}`));
});

test('a visitor swipes the photos and calls from the bottom bar on a phone, and prints the ad on a desktop', async ({
  page,
  visit,
  request,
  isMobile,
}) => {
  const ad = await adWithPhotos(request);
  await visit(ad.path);
  await closeCookieBar(page);
  const position = page.getByText(/^Zdjęcie \d+ z \d+$/);
  await expect(position).toHaveText(`Zdjęcie 1 z ${ad.photos.length}`);
  const bar = page.getByRole('complementary', { name: 'Szybki kontakt' });

  if (!isMobile) {
    // A desktop keeps its arrows, and the contact section beside the photos needs no bar.
    await page.getByRole('button', { name: 'Następne zdjęcie' }).first().click();
    await expect(position).toHaveText(`Zdjęcie 2 z ${ad.photos.length}`);
    await expect(bar).toBeHidden();
    // The printout: the ad with its main photo and where to find the contact, without the page's chrome.
    await page.emulateMedia({ media: 'print' });
    // Whichever photo was on the screen (here the second, hidden from assistive technology: by its alt).
    await expect(page.locator(`img[alt="${ad.title} – zdjęcie 1"]`)).toBeVisible();
    await expect(page.locator(`img[alt="${ad.title} – zdjęcie 2"]`)).toBeHidden();
    await expect(page.getByText(/^Numer telefonu i adres e-mail ogłoszeniodawcy znajdziesz/)).toContainText(
      new URL(page.url()).pathname,
    );
    await expect(page.getByRole('heading', { name: 'Szczegóły' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pokaż numer telefonu' })).toBeHidden();
    await expect(page.locator('form[aria-label="Logowanie"]')).toHaveCount(1);
    await expect(page.locator('form[aria-label="Logowanie"]')).toBeHidden();
    return;
  }

  await swipeLeft(page, 'section[aria-label="Zdjęcia"] img');
  await expect(position).toHaveText(`Zdjęcie 2 z ${ad.photos.length}`);
  await expect(page.getByRole('img', { name: `${ad.title} – zdjęcie 2` })).toBeInViewport();
  // The buttons stay for those who do not swipe.
  await page.getByRole('button', { name: 'Poprzednie zdjęcie' }).first().click();
  await expect(position).toHaveText(`Zdjęcie 1 z ${ad.photos.length}`);

  // Far down the ad the bar is still at hand; the first tap shows the number and counts it, as the section's.
  await page.getByRole('heading', { name: 'Szczegóły' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  const phoneView = page.waitForRequest(
    (req) => req.url().endsWith('/api/views') && req.postDataJSON()?.type === 'phone',
  );
  await bar.getByRole('button', { name: 'Zadzwoń' }).click();
  await phoneView;
  await expect(bar.locator('a[href^="tel:"]')).toHaveText(/^Zadzwoń: .*\d{3}/);
  await expect(page.getByRole('region', { name: 'Kontakt' }).locator('a[href^="tel:"]')).toBeAttached();
  // Writing from the bar is seller-message.spec.ts's.
});

test('on a phone the first ad shows on the first screen of the results and the home page', async ({
  page,
  visit,
  checkA11y,
  isMobile,
}) => {
  // A desktop browser is narrowed to a phone's size: the layout follows the width.
  if (!isMobile) await page.setViewportSize({ width: 390, height: 844 });
  // Every ad: enough pages for the row of page links to be tested.
  await visit('/wyszukaj-ogloszenia');
  const pages = page.getByRole('navigation', { name: 'Strony wyników' }).getByRole('listitem');
  const filters = page.getByRole('button', { name: 'Filtry' });
  const searchButton = page.getByRole('button', { name: 'Szukaj', exact: true });

  await expect(page.getByRole('article').first()).toBeInViewport({ ratio: 0.5 });
  await expect(searchButton).toBeHidden();
  await filters.click();
  await expect(searchButton).toBeVisible();
  await checkA11y();

  // The page links fit one row on every screen.
  const tops = await pages.evaluateAll((items) =>
    items.filter((item) => item.getClientRects().length > 0).map((item) => item.getBoundingClientRect().top),
  );
  expect(tops.length).toBeGreaterThan(4);
  expect(new Set(tops.map(Math.round)).size).toBe(1);

  await visit('/');
  await expect(page.getByRole('article').first()).toBeInViewport({ ratio: 0.5 });
  if (isMobile) return;
  // Wide again, the form is open and needs no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(filters).toBeHidden();
  await expect(page.getByRole('button', { name: 'Szukaj', exact: true })).toBeVisible();
});

test("a visitor reads how the ad's price per m² stands against the city's offers", async ({
  page,
  request,
  visit,
  checkA11y,
}, testInfo) => {
  // The oldest demo premises for rent (a list no other spec adds to), and ten more in its city: a market at last.
  const oldest = '/api/estates/lokale/wynajem?sortBy=estateId&sortOrder=ASC';
  const [demo] = ((await (await request.get(oldest)).json()) as { rows: { estateId: number }[] }).rows;
  if (!demo) throw new Error('the demo data has no premises for rent');
  const ad = (await (await request.get(`/api/estates/${demo.estateId}`)).json()) as {
    city: { cityId: number; city: string };
    province: { provinceId: number };
  };
  const email = await privateAdvertiser(request, testInfo.project.name === 'phone' ? 3 : 2);
  const session = await startLoggedIn(page, request, email);
  const published: number[] = [];
  for (let i = 0; i < 10; i++) {
    const saved = await request.post('/api/estates/lokal', {
      headers: authOf(session),
      data: {
        estate: {
          rent: 1,
          market: 2,
          title: `Lokal usługowy na parterze ${testInfo.project.name} ${i}`,
          address: `ul. Handlowa ${i + 1}`,
          cityCode: '00-001',
          price: 3000 + 100 * i,
          area: 60,
          description:
            'Lokal usługowy z witryną od ulicy, zapleczem i toaletą, gotowy do prowadzenia działalności.',
          city: { cityId: ad.city.cityId },
          province: { provinceId: ad.province.provinceId },
        },
        estateType: {},
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { estateId } = await saved.json();
    await addPhotoAndActivate(request, session, estateId);
    published.push(estateId);
  }
  // The markets are computed by a job (run often by the tests' server): the demo ad has one once it has run.
  await expect
    .poll(async () => (await (await request.get(`/api/estates/${demo.estateId}`)).json()).localMarket?.place)
    .toBe('city');

  await visit(`/lokal/x/${demo.estateId}`);
  // Numbers stand with their units behind non-breaking spaces.
  const comparison = new RegExp(
    `^(o \\d+\\s% (poniżej|powyżej)|w granicach) mediany ofert w mieście ${ad.city.city} \\(\\d[\\d\\s]*\\sofert[y]?\\)$`,
  );
  await expect(page.getByText(comparison)).toBeVisible();
  await checkA11y();
  for (const estateId of published)
    expect((await request.delete(`/api/estates/${estateId}`, { headers: authOf(session) })).status()).toBe(
      200,
    );
});
