import { type SearchQuery, SearchQuerySchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow, makeEstate, makeUser, warszawa } from '../../../test/factories.ts';
import { searchEstates } from './search-estates.ts';
import type { PlanLimits } from './search-plan.ts';

// The bounds of a search, small enough for a test's dozen ads: words held by at most 3 ads are rare, and the
// costly criteria of any other search are checked on the 4 newest ads of its category and place.
const limits: PlanLimits = { fewRows: 3, newestRows: 4 };
const titles = new Map<number, string>();
let t: Awaited<ReturnType<typeof createTestApp>>;

// Twelve flats for sale in Kraków, oldest first: every one has a fireplace; the odd ones a garden ('ogrod' in the
// odd titles would be common), the even ones a garage; only the two oldest a terrace ('taras', rare).
beforeAll(async () => {
  t = await createTestApp();
  const { userId } = await makeUser(t.db);
  for (let n = 1; n <= 12; n++) {
    const features = ['kominek', n % 2 ? 'ogrodek' : 'garaz', n <= 2 ? 'taras' : ''].join(' ').trim();
    const title = `Mieszkanie ${n}: ${features}`;
    // North-east of the centre, one step further each: the oldest nearest.
    const { estateId } = await makeEstate(t.db, userId, {
      title,
      latitude: 50.06 + n * 0.001,
      longitude: 19.94 + n * 0.001,
    });
    titles.set(estateId, title);
  }
  // A flat in Warszawa, with every word: outside the Kraków searches' place, inside their words.
  await makeEstate(t.db, userId, { ...warszawa, title: 'W Warszawie: kominek ogrodek garaz taras' });
  // The statistics the plan reads, as autovacuum keeps them in service.
  await t.db.execute(sql`analyze estates`);
});
afterAll(() => t.close());

async function search(criteria: Record<string, string>) {
  const query: SearchQuery = SearchQuerySchema.parse({
    type: 'apartment',
    rent: '0',
    city: String(krakow.cityId),
    ...criteria,
  });
  const { rows, count } = await searchEstates(t.db, query, limits);
  return { found: rows.map((row) => titles.get(row.estateId)), count };
}
const numbered = (...numbers: number[]) =>
  numbers.map((n) => expect.stringMatching(new RegExp(`^Mieszkanie ${n}:`)));

describe('a search by words', () => {
  it('finds a rare word in every ad holding it, however old', async () => {
    expect(await search({ words: 'taras' })).toEqual({ found: numbered(2, 1), count: 2 });
  });

  it('checks common words on the ads of its rare ones alone', async () => {
    expect(await search({ words: 'kominek ogrodek taras' })).toEqual({ found: numbered(1), count: 1 });
  });

  it('checks common words on the newest ads of its category and place only', async () => {
    expect(await search({ words: 'kominek' })).toEqual({ found: numbered(12, 11, 10, 9), count: 4 });
  });

  it('finds nothing for words common apart and never together, after reading the newest ads only', async () => {
    expect(await search({ words: 'ogrodek garaz' })).toEqual({ found: [], count: 0 });
  });

  it('keeps its other criteria on the ads it reads', async () => {
    const cheapest = await search({ words: 'kominek', sortBy: 'price', sortOrder: 'ASC' });
    expect(cheapest.found).toEqual(numbered(9, 10, 11, 12));
  });
});

describe('a search by a drawn area', () => {
  // Around all twelve: its rectangle holds more than "few" ads.
  const large = '50.0,19.9;50.1,19.9;50.1,20.0;50.0,20.0';
  // Around the two oldest only.
  const small = '50.0605,19.9405;50.0625,19.9405;50.0625,19.9425;50.0605,19.9425';

  it('finds every ad of a small area through the map index', async () => {
    expect(await search({ polygon: small })).toEqual({ found: numbered(2, 1), count: 2 });
  });

  it('checks a large area on the newest ads only', async () => {
    expect(await search({ polygon: large })).toEqual({ found: numbered(12, 11, 10, 9), count: 4 });
  });

  it('with a rare word, checks the area on the ads holding it', async () => {
    expect(await search({ polygon: large, words: 'taras' })).toEqual({ found: numbered(2, 1), count: 2 });
  });
});

describe('a search by everyday filters few ads match', () => {
  // A balcony on the two oldest flats of Kraków, and on the flat in Warszawa.
  beforeAll(async () => {
    await t.db.execute(sql`update estates set balcony = 1
      where title like 'Mieszkanie 1:%' or title like 'Mieszkanie 2:%' or title like 'W Warszawie%'`);
    await t.db.execute(sql`analyze estates`);
  });

  it('checks them on the newest ads of a long list only', async () => {
    expect(await search({ balcony: '1' })).toEqual({ found: [], count: 0 });
  });

  it('checks them on every ad of a list no longer than those', async () => {
    const inWarszawa = await searchEstates(
      t.db,
      SearchQuerySchema.parse({ type: 'apartment', rent: '0', city: String(warszawa.cityId), balcony: '1' }),
      limits,
    );
    expect(inWarszawa.count).toBe(1);
  });
});

describe('a search by an everyday filter with an index of its own', () => {
  // A garden on the two oldest flats of Kraków: its index holds them alone, however long the list.
  beforeAll(async () => {
    await t.db.execute(sql`update estates set garden = 1
      where title like 'Mieszkanie 1:%' or title like 'Mieszkanie 2:%'`);
    await t.db.execute(sql`analyze estates`);
  });

  it('finds every ad holding it, however old', async () => {
    expect(await search({ garden: '1' })).toEqual({ found: numbered(2, 1), count: 2 });
  });
});

describe('a search by the date added', () => {
  // The two oldest flats of Kraków added today, the others a month ago: the dates' index holds the day's two alone.
  beforeAll(async () => {
    await t.db.execute(sql`update estates set created_at = now() - interval '30 days'
      where title like 'Mieszkanie %' and title not like 'Mieszkanie 1:%' and title not like 'Mieszkanie 2:%'`);
    await t.db.execute(sql`analyze estates`);
  });

  it('finds every ad added within it, wherever in the list', async () => {
    expect(await search({ addedWithin: '1' })).toEqual({ found: numbered(2, 1), count: 2 });
  });
});
