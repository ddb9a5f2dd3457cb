import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_LIST_CACHE_SECONDS: '60' });
  ({ userId } = await makeUser(t.db));
  await makeEstate(t.db, userId, { title: 'Kamienica na Starówce z ogrodem' });
});
afterAll(() => t.close());

const titles = async (url: string) =>
  (await t.app.inject({ url })).json().rows.map((row: { title: string }) => row.title);

/**
 * Asks `first`, adds an ad behind the app's back (its cache is not told), then asks `second`: the same answer shows
 * that the second was answered from the first's entry, the new ad that the database was read again.
 */
async function answeredFromTheSameEntry(first: string, second: string, title = 'Nowe mieszkanie') {
  const before = await titles(first);
  await makeEstate(t.db, userId, { title });
  return { before, after: await titles(second) };
}

describe('the public lists cache', () => {
  it('answers a search from memory whatever parameters the API ignores', async () => {
    const { before, after } = await answeredFromTheSameEntry(
      '/api/estates/search?type=apartment&rent=0&zz=1',
      '/api/estates/search?zz=2&rent=0&type=apartment&utm_source=x',
    );
    expect(after).toEqual(before);
  });

  it('answers two spellings of the same words from one entry', async () => {
    const { before, after } = await answeredFromTheSameEntry(
      '/api/estates/search?words=Kamienica%20%20na%20Star%C3%B3wce',
      '/api/estates/search?words=kamienica+starowce',
      'Kamienica na Starówce, druga',
    );
    expect(before).toEqual(['Kamienica na Starówce z ogrodem']);
    expect(after).toEqual(before);
  });

  it('answers a category page from memory whatever parameters the API ignores', async () => {
    const { before, after } = await answeredFromTheSameEntry(
      '/api/estates/mieszkania/sprzedaz?zz=1',
      '/api/estates/mieszkania/sprzedaz?page=1&zz=2',
    );
    expect(after).toEqual(before);
  });

  it('reads a search with other criteria anew', async () => {
    const { before, after } = await answeredFromTheSameEntry(
      '/api/estates/search?type=apartment&rent=0&priceFrom=1',
      '/api/estates/search?type=apartment&rent=0&priceFrom=2',
    );
    expect(after).toHaveLength(before.length + 1);
  });
});
