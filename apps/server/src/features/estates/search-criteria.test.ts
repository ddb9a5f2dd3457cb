import { Limits, messages, toQueryString } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';

// The richer search criteria, each on a few ads written for it: rooms as a minimum, decimal areas, the district, the
// seller's account and words of the title or description, whatever the letter case and Polish letters.
describe('GET /api/estates/search: richer criteria', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const person = await makeUser(t.db);
    const agency = await makeUser(t.db, { company: true, companyName: 'Agencja Domy' });
    const developer = await makeUser(t.db, { company: true, developer: true, companyName: 'Budimex Domy' });
    const ad = async (name: string, userId: number, values: Parameters<typeof makeEstate>[2]) => {
      ids[name] = (await makeEstate(t.db, userId, { type: 'place', rent: 1, ...values })).estateId;
    };
    await ad('turtle', person.userId, {
      title: 'Żółw w oknie wystawowym',
      rooms: 2,
      area: 48.37,
      district: 'Śródmieście',
    });
    await ad('tenement', agency.userId, {
      description: `Zabytkowa kamienica przy rynku, lokal na parterze. ${'Wysokie sufity i duże witryny. '.repeat(3)}`,
      rooms: 3,
      area: 61.5,
      district: 'Stare Miasto',
    });
    await ad('large', agency.userId, { rooms: 4, area: 90, district: 'Żoliborz' });
    await ad('newBuild', developer.userId, { rooms: 1, area: 30, district: 'Wola' });
    await ad('hidden', person.userId, { title: 'Żółw na Śródmieściu', rooms: 5, area: 70, active: 0 });
  });
  afterAll(() => t.close());

  const search = (criteria: Record<string, string | number>) =>
    t.app.inject(`/api/estates/search${toQueryString({ type: 'place', rent: 1, ...criteria })}`);
  const found = async (criteria: Record<string, string | number>) => {
    const res = await search(criteria);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const names = body.rows.map(
      (row: { estateId: number }) => Object.entries(ids).find(([, id]) => id === row.estateId)?.[0],
    );
    expect(body.count).toBe(names.length);
    return names.sort();
  };

  it.each([
    ['rooms as a minimum', { roomsFrom: 3 }, ['large', 'tenement']],
    ["the spec's exact rooms still", { rooms: 3 }, ['tenement']],
    [
      'an area from a decimal with a comma, its end included',
      { areaFrom: '48,37' },
      ['large', 'tenement', 'turtle'],
    ],
    ['an area above a decimal', { areaFrom: '48,38' }, ['large', 'tenement']],
    ['an area up to a decimal with a dot', { areaTo: '61.49' }, ['newBuild', 'turtle']],
    ['a district without Polish letters', { district: 'srodmiescie' }, ['turtle']],
    ['a district in other letter case', { district: 'STARE miasto' }, ['tenement']],
    ['a district no ad has', { district: 'Mokotów' }, []],
    ["a private person's ads", { seller: 'private' }, ['turtle']],
    ["an agency's ads, not a developer's", { seller: 'agency' }, ['large', 'tenement']],
    ["a developer's ads", { seller: 'developer' }, ['newBuild']],
    ['a word without Polish letters', { words: 'zolw' }, ['turtle']],
    ['a word of the description typed in capitals', { words: 'KAMIENICA' }, ['tenement']],
    ['every word, the last one begun', { words: 'ŻÓŁW w okn' }, ['turtle']],
    [
      'every ad for a one-letter word, which says nothing',
      { words: 'z' },
      ['large', 'newBuild', 'tenement', 'turtle'],
    ],
    ['words of the district are not words of the ad', { words: 'zoliborz' }, []],
    [
      'several criteria together',
      { roomsFrom: 3, seller: 'agency', words: 'Kamienic', district: 'stare miasto' },
      ['tenement'],
    ],
  ])('finds %s', async (_, criteria, expected) => {
    expect(await found(criteria)).toEqual(expected);
  });

  it('returns decimal areas in cards and on the ad', async () => {
    const res = await search({ words: 'zolw' });
    expect(res.json().rows[0].area).toBe(48.37);
    const detail = await t.app.inject(`/api/estates/${ids.turtle}`);
    expect(detail.json().area).toBe(48.37);
  });

  it.each([
    ['rooms that are no number', { roomsFrom: 'abc' }, messages.digits],
    ['an area with two commas', { areaFrom: '48,3,7' }, messages.digits],
    ['an area with three decimals', { areaTo: '48,375' }, messages.digits],
    ['a phrase of 1,000 characters', { words: 'a'.repeat(1000) }, messages.max(Limits.searchWords)],
    ['a district longer than a district', { district: 'x'.repeat(46) }, messages.max(Limits.district.max)],
    ['an unknown seller', { seller: 'bank' }, messages.invalid],
  ])('refuses %s with a Polish message', async (_, criteria, message) => {
    const res = await search(criteria);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});
