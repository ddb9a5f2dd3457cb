import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const formPost = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=jan%40example.com&password=Tajne-Haslo-1&rememberMe=on',
  });

describe('a form posted to its page before the web app has started', () => {
  it('gets the same page back through a GET, its password left unread', async () => {
    for (const url of ['/logowanie', '/', '/rejestracja?typ=firma', '/nowe-haslo/7/ABCDEF']) {
      const answer = await formPost(url);
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers.location, url).toBe(url);
      expect(answer.body).not.toContain('Tajne-Haslo-1');
    }
  });

  it('is sent back only to a page of this site', async () => {
    expect((await formPost('//zly.example.com/logowanie')).headers.location).toBe(
      '/zly.example.com/logowanie',
    );
  });

  it('leaves an unknown API address a JSON 404', async () => {
    const answer = await formPost('/api/nie-ma-takiego');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: 'Nie znaleziono.' });
  });
});
