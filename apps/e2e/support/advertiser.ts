import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './test.ts';

export const fixture = (name: string) => resolve(import.meta.dirname, '../fixtures', name);

export type Session = { token: string; userId: number; email: string };

const demoPassword = 'demo1234';

const lists = ['mieszkania', 'domy', 'dzialki', 'lokale', 'obiekty'].flatMap((type) => [
  `${type}/sprzedaz`,
  `${type}/wynajem`,
]);

/**
 * A private person among the demo data's generated advertisers (the `index`-th found through the ads' details): one
 * per project, so that the desktop and phone runs of a test do not share a list of own ads.
 */
export async function privateAdvertiser(request: APIRequestContext, index: number): Promise<string> {
  const emails = new Set<string>();
  for (const list of lists) {
    const { rows } = await (await request.get(`/api/estates/${list}`)).json();
    for (const card of rows as { estateId: number }[]) {
      const detail = await request.get(`/api/estates/${card.estateId}`);
      // Another test may have just removed the ad.
      if (detail.status() !== 200) continue;
      const { email } = (await detail.json()).user;
      if (/^[a-z-]+\.[a-z-]+\.\d+@example\.com$/.test(email) && !email.startsWith('biuro.'))
        emails.add(email);
      if (emails.size > index) return [...emails][index]!;
    }
  }
  throw new Error(`fewer than ${index + 1} private advertisers among the demo ads`);
}

/** Logs in through the API (login is not what these tests are about) and starts the page with the session. */
export async function startLoggedIn(page: Page, request: APIRequestContext, email: string): Promise<Session> {
  const answer = await request.post('/api/user/login', {
    data: { email, password: demoPassword, rememberMe: true },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const profile = await answer.json();
  await page.addInitScript((stored) => localStorage.setItem('profile', stored), JSON.stringify(profile));
  return profile;
}

export const authOf = (session: Pick<Session, 'token'>) => ({ Authorization: `JWT ${session.token}` });

/** Wizard step 1 of a house for rent (a list the other specs do not page through). */
export async function fillHouseStep1(page: Page, title: string) {
  const form = page.getByRole('form', { name: 'Opis' });
  await form.getByLabel(/^Rodzaj oferty/).selectOption({ label: 'wynajem' });
  await form.getByLabel(/^Rynek/).selectOption({ label: 'wtórny' });
  await form.getByLabel(/^Tytuł/).fill(title);
  await form.getByLabel(/^Adres/).fill('ul. Leśna 12');
  await form.getByLabel(/^Kod pocztowy/).fill('05-500');
  await form.getByLabel(/^Województwo/).selectOption({ label: 'mazowieckie' });
  await form.getByLabel(/^Miejscowość/).fill('Piaseczno');
  await page
    .getByRole('option', { name: /^Piaseczno/ })
    .first()
    .click();
  await form.getByLabel(/^Cena/).fill('6500');
  await form.getByLabel(/^Powierzchnia \(m²\)/).fill('160');
  await form
    .getByLabel(/^Opis/)
    .fill('Dom wolnostojący z ogrodem, garażem i kominkiem, w spokojnej okolicy blisko lasu i szkoły.');
  await form.getByLabel(/^Kategoria/).selectOption({ label: 'wolnostojący' });
}

/**
 * Publishes a flat for rent in Kraków with one photo through the API, as the wizard would, and answers its id. For
 * rent: lists.spec.ts pages through the flats for sale at the same time, and a new ad there would shift its pages.
 */
export async function publishFlatForRent(
  request: APIRequestContext,
  session: Pick<Session, 'token'>,
  title: string,
): Promise<number> {
  const headers = authOf(session);
  const [city] = await (await request.get('/api/cities?query=Kraków')).json();
  const saved = await request.post('/api/estates/mieszkanie', {
    headers,
    data: {
      estate: {
        rent: 1,
        market: 2,
        title,
        address: 'ul. Floriańska 10',
        cityCode: '31-019',
        price: 2800,
        area: 54,
        description: 'Jasne mieszkanie w kamienicy w samym centrum, po remoncie, z widokiem na Stare Miasto.',
        city: { cityId: city.cityId },
        province: { provinceId: city.provinces_provinceId },
      },
      estateType: { category: 2, rooms: 2, floor: 1, floors: 3 },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { estateId } = await saved.json();
  await addPhotoAndActivate(request, session, estateId);
  return estateId;
}

/**
 * A photograph of a flat no other ad has: the portal takes two ads with the same photo, place and size for one
 * property and shows one card, so every flat a test publishes gets a picture of its own (random blocks, which a
 * perceptual hash tells apart).
 */
function photoOfItsOwn(): Promise<Buffer> {
  return sharp(randomBytes(16 * 12 * 3), { raw: { width: 16, height: 12, channels: 3 } })
    .resize(800, 600, { kernel: 'nearest' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Uploads one photo to a saved ad and activates it, as wizard steps 2 and 3 would. */
export async function addPhotoAndActivate(
  request: APIRequestContext,
  session: Pick<Session, 'token'>,
  estateId: number,
) {
  const headers = authOf(session);
  const photo = await photoOfItsOwn();
  const [slot] = await (
    await request.post(`/api/estates/${estateId}/photos`, {
      headers,
      data: [{ name: 'mieszkanie.jpg', size: photo.length, type: 'image/jpeg' }],
    })
  ).json();
  const upload = await request.put(slot.sasTokenUrl, {
    headers: { 'Content-Type': 'image/jpeg' },
    data: photo,
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const completed = await request.post(`/api/estates/${estateId}/photos/${slot.uploadId}/complete`, {
    headers,
  });
  expect(completed.status(), await completed.text()).toBe(200);
  expect((await request.put(`/api/estates/${estateId}/activate`, { headers })).status()).toBe(200);
}
