import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const lines: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info', NODE_ENV: 'production' },
    { write: (line: string) => void lines.push(line) },
  );
});
afterAll(async () => {
  await t.close();
});

const uploadId = randomUUID();
// Each secret with the address it travels in, and how the log still names the route.
const requests = [
  { url: '/nowe-haslo/7/NOWEHASLOSEKRET0000000000000000A', logged: '/nowe-haslo/7/[redacted]' },
  { url: '/Nowe-Haslo/7/WIELKIELITERY0000000000000000000B', logged: '/Nowe-Haslo/7/[redacted]' },
  { url: '/nowe-has%6Co/7/ZAKODOWANY000000000000000000000C', logged: '/nowe-haslo/7/[redacted]' },
  {
    url: '/api/user/new-pass/7/APISEKRET00000000000000000000000D',
    logged: '/api/user/new-pass/7/[redacted]',
  },
  { url: '/aktywuj/7/AKTYWACJA0000000000000000000000E', logged: '/aktywuj/7/[redacted]' },
  {
    url: '/potwierdz-wyszukiwanie/7/POTWIERDZENIE000000000000000000F',
    logged: '/potwierdz-wyszukiwanie/7/[redacted]',
  },
  { url: '/wypisz-wyszukiwanie/7/PODPISWYPISANIA', logged: '/wypisz-wyszukiwanie/7/[redacted]' },
  {
    url: '/api/saved-searches/7/confirm/APIPOTWIERDZENIE0000000000000000',
    logged: '/api/saved-searches/7/confirm/[redacted]',
    method: 'POST' as const,
  },
  {
    url: '/api/saved-searches/7/unsubscribe/APIPODPISWYPISANIA',
    logged: '/api/saved-searches/7/unsubscribe/[redacted]',
    method: 'POST' as const,
  },
  {
    url: '/logowanie?email=jan%40example.com&password=Haslo-Z-Adresu-1&rememberMe=on',
    logged: '/logowanie?email=jan%40example.com&password=[redacted]&rememberMe=on',
  },
  {
    url: '/api/estates/search?city=950463&token=TOKEN-Z-ADRESU&haslo=HASLO-Z-ADRESU&api_key=KLUCZ-Z-ADRESU',
    logged: '/api/estates/search?city=950463&token=[redacted]&haslo=[redacted]&api_key=[redacted]',
  },
  {
    url: `/api/uploads/${uploadId}?expires=1&signature=PODPIS-Z-ADRESU`,
    logged: `/api/uploads/${uploadId}?expires=1&signature=[redacted]`,
    method: 'PUT' as const,
  },
];
const secrets = [
  'NOWEHASLOSEKRET',
  'WIELKIELITERY',
  'ZAKODOWANY',
  'APISEKRET',
  'AKTYWACJA',
  'POTWIERDZENIE',
  'PODPISWYPISANIA',
  'Haslo-Z-Adresu',
  'TOKEN-Z-ADRESU',
  'HASLO-Z-ADRESU',
  'KLUCZ-Z-ADRESU',
  'PODPIS-Z-ADRESU',
  'Haslo-Z-Formularza',
  'token-z-naglowka',
  'ciasteczko-sesji',
];

describe('the request log', () => {
  it('names every route but holds no password, one-time hash, token, key or signature', async () => {
    for (const { url, method = 'GET' } of requests) {
      await t.app.inject({
        method,
        url,
        headers: { authorization: 'JWT token-z-naglowka', cookie: 'sesja=ciasteczko-sesji' },
      });
    }
    await t.app.inject({
      method: 'POST',
      url: '/logowanie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=jan%40example.com&password=Haslo-Z-Formularza',
    });

    const log = lines.join('');
    const loggedUrls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(loggedUrls).toEqual([...requests.map((request) => request.logged), '/logowanie']);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
