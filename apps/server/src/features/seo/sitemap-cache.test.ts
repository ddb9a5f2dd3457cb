import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_SECONDS: '60', PUBLIC_URL: 'http://dachowo.example' });
  ({ userId } = await makeUser(t.db));
  await makeEstate(t.db, userId, { title: 'Pierwsze mieszkanie' });
});
afterAll(() => t.close());

const sitemap = (encoding?: string) =>
  t.app.inject({ url: '/sitemap.xml', headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the sitemap', () => {
  it('is built once for its seconds and shared by the requests meanwhile, in every encoding', async () => {
    const first = await sitemap();
    const { estateId } = await makeEstate(t.db, userId, { title: 'Drugie mieszkanie' });
    const brotli = await sitemap('gzip, deflate, br');
    const gzipped = await sitemap('gzip');

    expect(first.body).toContain('pierwsze-mieszkanie');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // The same text: the ad added meanwhile waits for the next build.
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
    expect(first.body).not.toContain(`/${estateId}</loc>`);
  });
});
