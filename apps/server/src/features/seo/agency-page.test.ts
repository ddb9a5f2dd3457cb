import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';
import { initialData, makeWebDist } from './web-dist.fixture.ts';

// A company's page: its data on the API, its address, head and first data on the server's page, its sitemap entry.
describe("a company's page", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let agencyId: number;
  let personId: number;
  let quietId: number;
  let newest: Awaited<ReturnType<typeof makeEstate>>;
  let photo: Awaited<ReturnType<typeof makePhoto>>;

  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: makeWebDist(), PUBLIC_URL: 'http://dachowo.example' });
    const agency = await makeUser(t.db, {
      company: true,
      companyName: 'Biuro Sowa & Syn',
      address: 'ul. Długa 5',
      cityCode: '31-147',
      phone: '12 300 40 50',
      logo: '7-c0ffee.webp',
    });
    agencyId = agency.userId;
    for (let n = 0; n < 2; n++) newest = await makeEstate(t.db, agencyId, { title: `Kawalerka Sowy ${n}` });
    photo = await makePhoto(t.db, newest.estateId, 0);
    personId = (await makeUser(t.db, { name: 'Anna' })).userId;
    await makeEstate(t.db, personId);
    quietId = (await makeUser(t.db, { company: true, developer: true, companyName: 'Nowe Osiedla' })).userId;
  });
  afterAll(() => t.close());

  it("answers a company's name, kind, logo, address and phone", async () => {
    const res = await t.app.inject(`/api/estates/user/${agencyId}/agency`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      userId: agencyId,
      name: 'Biuro Sowa & Syn',
      kind: 'agency',
      logo: '/logo/7-c0ffee.webp',
      address: 'ul. Długa 5',
      cityCode: '31-147',
      phone: '12 300 40 50',
    });
    // A developer without ads still has its page.
    expect((await t.app.inject(`/api/estates/user/${quietId}/agency`)).json().kind).toBe('developer');
  });

  it('answers 404 for a private person and an unknown id', async () => {
    for (const userId of [personId, 999999]) {
      const res = await t.app.inject(`/api/estates/user/${userId}/agency`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Nie znaleziono firmy.' });
    }
  });

  it('renders the page with its head and first data: the company and its ads', async () => {
    const url = `/firmy/biuro-sowa-syn/${agencyId}`;
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Biuro Sowa &#38; Syn – Biuro nieruchomości – Dachowo.pl</title>');
    expect(res.body).toContain(`<link rel="canonical" href="http://dachowo.example${url}" />`);
    const list = `/api/estates/user/${agencyId}?page=1&sortBy=estateId&sortOrder=DESC`;
    const data = initialData(res.body) ?? {};
    expect(data[`/api/estates/user/${agencyId}/agency`]).toMatchObject({ name: 'Biuro Sowa & Syn' });
    expect(data[list]).toEqual((await t.app.inject(list)).json());
    expect(JSON.stringify(data[list])).toContain('Kawalerka Sowy 1');
    // The first card's photo, the page's largest paint on a phone, is preloaded as on the lists.
    expect(res.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/${photo.container}/mieszkanie/${photo.filename}/360x270"`,
    );
  });

  it('moves an address with another slug, or a first page numbered, to the right one for good', async () => {
    for (const url of [
      `/firmy/stara-nazwa/${agencyId}?sort=cena-rosnaco`,
      `/firmy/x/${agencyId}/?sort=cena-rosnaco`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(`/firmy/biuro-sowa-syn/${agencyId}?sort=cena-rosnaco`);
    }
    const numbered = await t.app.inject(`/firmy/biuro-sowa-syn/${agencyId}/oferty-1`);
    expect(numbered.statusCode).toBe(301);
    expect(numbered.headers.location).toBe(`/firmy/biuro-sowa-syn/${agencyId}`);
  });

  it("answers 404 for a private person's account, an unknown id and a page past the last", async () => {
    for (const url of [
      `/firmy/anna/${personId}`,
      '/firmy/kto/999999',
      `/firmy/biuro-sowa-syn/${agencyId}/oferty-2`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('noindex');
    }
  });

  it('lists the pages of companies with ads in the sitemap', async () => {
    const { body } = await t.app.inject('/sitemap.xml');
    expect(body).toContain(`<loc>http://dachowo.example/firmy/biuro-sowa-syn/${agencyId}</loc>`);
    expect(body).not.toContain(`/firmy/nowe-osiedla/${quietId}`);
    // Neither a developer without ads nor a private person.
    expect(body.match(/\/firmy\//g)).toHaveLength(1);
  });
});
