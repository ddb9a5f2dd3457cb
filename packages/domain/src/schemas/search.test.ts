import { describe, expect, it } from 'vitest';
import { parseCoordinates, serializeCoordinates } from './coordinates.ts';
import { CitySearchQuerySchema, ClipboardQuerySchema, ListQuerySchema, SearchQuerySchema } from './search.ts';
import { fieldErrors } from './test-helpers.ts';

describe('SearchQuerySchema', () => {
  it('drops empty and zero criteria but keeps rent 0', () => {
    expect(
      SearchQuerySchema.parse({
        type: 'house',
        rent: '0',
        city: '0',
        priceFrom: '',
        priceTo: '500000',
        internet: '0',
      }),
    ).toEqual({
      page: 1,
      sortBy: 'estateId',
      sortOrder: 'DESC',
      type: 'house',
      rent: 0,
      priceTo: 500000,
    });
  });

  it('reads checkbox criteria and paging', () => {
    expect(
      SearchQuerySchema.parse({
        elevator: '1',
        furnished: true,
        page: '3',
        sortBy: 'price',
        sortOrder: 'ASC',
      }),
    ).toMatchObject({ elevator: 1, furnished: 1, page: 3, sortBy: 'price', sortOrder: 'ASC' });
  });

  it('shows the digits message for non-numeric criteria', () => {
    expect(fieldErrors(SearchQuerySchema, { priceFrom: 'tanio', areaTo: '-1', rooms: '2.5' })).toEqual({
      priceFrom: ['Podana wartość nie jest liczbą!'],
      areaTo: ['Podana wartość nie jest liczbą!'],
      rooms: ['Podana wartość nie jest liczbą!'],
    });
  });

  it('reads the map rectangle', () => {
    const coordinates = serializeCoordinates({ north: 50.1, south: 49.9, east: 20.1, west: 19.8 });
    expect(SearchQuerySchema.parse({ coordinates }).coordinates).toEqual({
      north: 50.1,
      south: 49.9,
      east: 20.1,
      west: 19.8,
    });
    expect(fieldErrors(SearchQuerySchema, { coordinates: '[1,2]' }).coordinates).toEqual([
      'Niepoprawny obszar wyszukiwania!',
    ]);
  });

  it('rejects unknown types and sorts', () => {
    expect(SearchQuerySchema.safeParse({ type: 'castle' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ sortBy: 'title' }).success).toBe(false);
    expect(fieldErrors(ListQuerySchema, { page: '0' }).page).toEqual(['Podana wartość nie jest liczbą!']);
  });
});

describe('parseCoordinates', () => {
  it('accepts a rectangle of named edges', () => {
    expect(parseCoordinates('{"north":52,"south":51,"east":21,"west":20}')).toEqual({
      north: 52,
      south: 51,
      east: 21,
      west: 20,
    });
  });

  it.each([
    '',
    'not json',
    'null',
    '[[51,20],[52,21]]',
    '{"north":51,"south":52,"east":21,"west":20}',
    '{"north":95,"south":51,"east":21,"west":20}',
    '{"north":"52","south":51,"east":21,"west":20}',
  ])('rejects %j', (text) => {
    expect(parseCoordinates(text)).toBeUndefined();
  });
});

describe('other queries', () => {
  it('reads the clipboard ids without duplicates', () => {
    expect(ClipboardQuerySchema.parse({ estateId: '[3,1,3]' }).estateId).toEqual([3, 1]);
    expect(ClipboardQuerySchema.safeParse({ estateId: '[1,"x"]' }).success).toBe(false);
    expect(ClipboardQuerySchema.safeParse({ estateId: '{' }).success).toBe(false);
  });

  it.each(['[2147483648]', '[1.5]', '[-1]', '[0]', '[1e400]', '["1"]', '[null]', '{"0":1}'])(
    'refuses the clipboard %s: ids are positive integers of an integer column',
    (estateId) => {
      expect(fieldErrors(ClipboardQuerySchema, { estateId }).estateId).toEqual([
        'Podana wartość nie jest liczbą!',
      ]);
    },
  );

  it('bounds each criterion by its column and pages by an integer', () => {
    expect(
      fieldErrors(SearchQuerySchema, {
        province: '32768',
        rooms: '32768',
        city: '2147483648',
        page: '2147483648',
      }),
    ).toEqual({
      province: ['Podana wartość nie jest liczbą!'],
      rooms: ['Podana wartość nie jest liczbą!'],
      city: ['Podana wartość nie jest liczbą!'],
      page: ['Podana wartość nie jest liczbą!'],
    });
    expect(SearchQuerySchema.parse({ priceTo: '9007199254740991' }).priceTo).toBe(9_007_199_254_740_991);
  });

  it('needs three characters for a city look-up', () => {
    expect(fieldErrors(CitySearchQuerySchema, { query: 'Kr' }).query).toEqual([
      'Minimalna długość pola to 3 znaki!',
    ]);
    expect(CitySearchQuerySchema.parse({ query: ' Kra ' }).query).toBe('Kra');
  });
});
