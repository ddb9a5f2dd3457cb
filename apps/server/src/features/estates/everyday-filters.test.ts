import { messages, toQueryString } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

// The everyday filters, each on a few ads written for it: flats for sale, flats to rent, plots.
describe('GET /api/estates/search: everyday filters', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { userId } = await makeUser(t.db);
    const ad = async (name: string, values: Parameters<typeof makeEstate>[2]) => {
      ids[name] = (await makeEstate(t.db, userId, values)).estateId;
    };
    const flat = { type: 'apartment', rent: 0 } as const;
    await ad('newGround', {
      ...flat,
      market: 1,
      floor: 0,
      year: 2021,
      material: 1,
      category: 5,
      balcony: 1,
      garden: 1,
    });
    await makePhoto(t.db, ids.newGround!, 1);
    await ad('tenement', {
      ...flat,
      market: 2,
      floor: 3,
      year: 1905,
      material: 2,
      category: 2,
      basement: 1,
      createdAt: daysAgo(10),
    });
    await ad('block', {
      ...flat,
      market: 2,
      floor: 8,
      year: 1975,
      material: 3,
      category: 1,
      garage: 1,
      balcony: 0,
      createdAt: daysAgo(40),
    });
    await makePhoto(t.db, ids.block!, 1);
    await makePhoto(t.db, ids.block!, 2);
    const rental = { type: 'apartment', rent: 1 } as const;
    await ad('petsSoon', { ...rental, pets: 1, availableFrom: '2026-12-01' });
    await ad('noPetsLater', { ...rental, pets: 0, availableFrom: '2027-03-01' });
    await ad('notSaid', rental);
    await ad('rentReady', { ...rental, finish: 1, bathrooms: 1 });
    const house = { type: 'house', rent: 0 } as const;
    await ad('readyTwoBaths', { ...house, finish: 1, bathrooms: 2 });
    await ad('shellFourBaths', { ...house, finish: 2, bathrooms: 4 });
    await ad('toRenovateOneBath', { ...house, finish: 3, bathrooms: 1 });
    await ad('houseNotSaid', house);
    const plot = { type: 'land', rent: 0, rooms: null } as const;
    await ad('allMedia', { ...plot, power: 1, gas: 1, water: 1, canalization: 1, access: 3 });
    await ad('powerOnly', { ...plot, power: 1, gas: 0, water: 0, canalization: 0, access: 1 });
  });
  afterAll(() => t.close());

  const search = (criteria: Record<string, string | number>) =>
    t.app.inject(`/api/estates/search${toQueryString(criteria)}`);
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
  const flats = { type: 'apartment', rent: 0 };
  const rentals = { type: 'apartment', rent: 1 };
  const plots = { type: 'land', rent: 0 };
  const houses = { type: 'house', rent: 0 };

  it.each([
    ['the primary market', { ...flats, market: 1 }, ['newGround']],
    ['the secondary market', { ...flats, market: 2 }, ['block', 'tenement']],
    ["'parter' only, floor 0 being a bound", { ...flats, floorTo: 0 }, ['newGround']],
    [
      'floors from the ground floor up to the 3rd',
      { ...flats, floorFrom: 0, floorTo: 3 },
      ['newGround', 'tenement'],
    ],
    ['floors from the 4th', { ...flats, floorFrom: 4 }, ['block']],
    ['built from 1970 to 2000', { ...flats, yearFrom: 1970, yearTo: 2000 }, ['block']],
    ['built up to 1975, its end included', { ...flats, yearTo: 1975 }, ['block', 'tenement']],
    ['brick', { ...flats, material: 2 }, ['tenement']],
    ["the flats' kind of building: blok", { ...flats, category: 1 }, ['block']],
    ['only with photos', { ...flats, withPhotos: 1 }, ['block', 'newGround']],
    ['added in the last 24 hours', { ...flats, addedWithin: 1 }, ['newGround']],
    ['added in the last 14 days', { ...flats, addedWithin: 14 }, ['newGround', 'tenement']],
    ['added in the last 30 days', { ...flats, addedWithin: 30 }, ['newGround', 'tenement']],
    ['a balcony', { ...flats, balcony: 1 }, ['newGround']],
    ['a garden', { ...flats, garden: 1 }, ['newGround']],
    ['a garage', { ...flats, garage: 1 }, ['block']],
    ['a basement', { ...flats, basement: 1 }, ['tenement']],
    ['a balcony and photos together', { ...flats, balcony: 1, withPhotos: 1 }, ['newGround']],
    ['pets allowed', { ...rentals, pets: 1 }, ['petsSoon']],
    ['available by a date', { ...rentals, availableFrom: '2027-01-15' }, ['petsSoon']],
    [
      'available by the very date given',
      { ...rentals, availableFrom: '2027-03-01' },
      ['noPetsLater', 'petsSoon'],
    ],
    ['plots with power', { ...plots, power: 1 }, ['allMedia', 'powerOnly']],
    ['plots with gas, water and sewers', { ...plots, gas: 1, water: 1, canalization: 1 }, ['allMedia']],
    ['plots by an asphalt road', { ...plots, access: 3 }, ['allMedia']],
    ['houses ready to move into', { ...houses, finish: 1 }, ['readyTwoBaths']],
    ['houses to renovate', { ...houses, finish: 3 }, ['toRenovateOneBath']],
    ['flats to rent ready to move into', { ...rentals, finish: 1 }, ['rentReady']],
    ['houses with 2 bathrooms or more', { ...houses, bathroomsFrom: 2 }, ['readyTwoBaths', 'shellFourBaths']],
    [
      'houses with a bathroom, those that do not say left out',
      { ...houses, bathroomsFrom: 1 },
      ['readyTwoBaths', 'shellFourBaths', 'toRenovateOneBath'],
    ],
    ["houses with '4 i więcej' bathrooms", { ...houses, bathroomsFrom: 4 }, ['shellFourBaths']],
    [
      'houses to finish with 3 bathrooms or more',
      { ...houses, finish: 2, bathroomsFrom: 3 },
      ['shellFourBaths'],
    ],
    [
      'an unticked filter, which is no filter',
      { ...flats, balcony: '0', garden: '' },
      ['block', 'newGround', 'tenement'],
    ],
  ])('finds %s', async (_, criteria, expected) => {
    expect(await found(criteria)).toEqual(expected);
  });

  it.each([
    ['a market no one has', { market: 3 }, messages.invalid],
    ['a material in words', { material: 'cegła' }, messages.invalid],
    ['a kind of building of no category', { category: 13 }, messages.invalid],
    ['a road no dictionary has', { access: 9 }, messages.invalid],
    ['a floor in words', { floorFrom: 'parter' }, messages.digits],
    ['a year past what a year holds', { yearFrom: '99999' }, messages.digits],
    ["a period Otodom's 'Data dodania' has not", { addedWithin: 2 }, messages.invalid],
    ['a day that does not exist', { availableFrom: '2026-02-30' }, messages.date],
    ['a date written the Polish way', { availableFrom: '01.12.2026' }, messages.date],
    ['a flag other than 1 or 0', { balcony: 'tak' }, messages.digits],
    ["a 'stan wykończenia' no dictionary has", { finish: 4 }, messages.invalid],
    ["a 'stan wykończenia' in words", { finish: 'do remontu' }, messages.invalid],
    ['more bathrooms than an ad can say', { bathroomsFrom: 5 }, messages.invalid],
    ['a count of bathrooms in words', { bathroomsFrom: 'dwie' }, messages.invalid],
  ])('refuses %s with a Polish message', async (_, criteria, message) => {
    const res = await search(criteria);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });
});
