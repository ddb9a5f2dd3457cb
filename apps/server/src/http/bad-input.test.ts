// The hostile requests that once answered 5xx, each by name: numbers past their column's type and control
// characters in texts are refused with a Polish 400 (an id past every row's, in a path too), never a server error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeUser } from '../../test/factories.ts';
import { authHeader } from '../../test/users.ts';
import { bareWebBuild } from '../../test/web-build.ts';
import { housePayload } from '../features/my-estates/estate-payload.fixture.ts';

const digits = 'Podana wartość nie jest liczbą!';
const controlCharacters = 'Tekst zawiera niedozwolone znaki.';

describe('bad input', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let ownerAuth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: bareWebBuild() });
    owner = await makeUser(t.db);
    ownerAuth = await authHeader(t.secrets.jwtSecret, owner);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('an integer past its column', () => {
    it.each([
      '/api/estates/2147483648',
      '/api/estates/2147483648/photos',
      '/api/estates/2147483648/related',
      '/api/estates/user/2147483648',
      '/api/cities/2147483648',
      '/api/cities/province/32768?query=kra',
      '/api/estates/search?city=9999999999',
      '/api/estates/search?rooms=32768',
      '/api/estates/search?page=2147483648',
      '/api/estates/safe?estateId=[9999999999]',
      '/api/user/new-pass/2147483648/ABC123',
    ])('GET %s answers 400 with the digits message', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(digits);
    });

    it('POST /api/views answers 400 for an estateId past the integer ids', async () => {
      const response = await post('/api/views', { estateId: 2147483648, type: 'page' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ estateId: digits });
    });

    it('the activation and new-password links answer 400 for a userId past the integer ids', async () => {
      const activation = await post('/api/user/activate', { userId: 2147483648, hash: 'ABC123' });
      const newPassword = await post('/api/user/new-pass/9999999999/ABC123', { password: 'nowe-haslo' });
      for (const response of [activation, newPassword]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(digits);
      }
    });

    it('an ad with rooms, floor or year past a smallint, or a price past what a number holds, is refused', async () => {
      const response = await post(
        '/api/estates/dom',
        housePayload({ price: 2 ** 53 }, { rooms: 32768, floors: 40000, year: 99999 }),
        ownerAuth,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        'estate.price': digits,
        'estateType.rooms': digits,
        'estateType.floors': digits,
        'estateType.year': digits,
      });
    });
  });

  describe('control characters in a text', () => {
    it('a NUL in an ad title is refused with its own message', async () => {
      const response = await post(
        '/api/estates/dom',
        housePayload({ title: 'Dom\u0000z ogrodem' }),
        ownerAuth,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ 'estate.title': controlCharacters });
    });

    it('a description keeps its tabs and line breaks, but not other control characters', async () => {
      const text = 'Dom wolnostojący z dużym ogrodem.\r\n\tGaraż na dwa auta, widok na góry, cicha okolica.';
      const accepted = await post('/api/estates/dom', housePayload({ description: text }), ownerAuth);
      expect(accepted.statusCode).toBe(200);
      const refused = await post(
        '/api/estates/dom',
        housePayload({ description: `${text}\u001b` }),
        ownerAuth,
      );
      expect(refused.json().fields).toEqual({ 'estate.description': controlCharacters });
    });

    it('a NUL in a profile, a login or a city search is refused', async () => {
      const profile = await post(
        `/api/user/${owner.userId}/profile`,
        { company: false, name: 'An\u0000na', surname: 'Nowak', phone: '600 000 000' },
        ownerAuth,
      );
      const login = await post('/api/user/login', { email: owner.email, password: 'sec\u0000ret' });
      const cities = await get('/api/cities?query=kra%00');
      for (const response of [profile, login, cities]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(controlCharacters);
      }
    });
  });

  it.each([
    '/mieszkanie/tytul/2147483648',
    '/domy/sprzedaz/9999999999/krakow/',
    '/mieszkania/sprzedaz/oferty-9007199254740993',
  ])('the page %s is answered, not a server error', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('a path parameter past its length limit is answered in Polish', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/estates/${'9'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'Adres jest zbyt długi.' });
  });

  it('a value of the wrong kind is answered in Polish, not in zod’s English', async () => {
    const response = await post('/api/views', 'null', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Wartość pola jest wymagana!');
    const wrongSort = await get('/api/estates/mieszkania/sprzedaz?sortOrder=UP');
    expect(wrongSort.json()).toMatchObject({ error: 'Nieznany sposób sortowania!' });
  });
});
