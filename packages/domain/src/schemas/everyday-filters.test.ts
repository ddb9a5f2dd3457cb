import { describe, expect, it } from 'vitest';
import { everydayFilterLabel, isFilterOffered } from '../everyday-filters.ts';
import { messages } from './messages.ts';
import { SearchQuerySchema } from './search.ts';
import { fieldErrors } from './test-helpers.ts';

describe('the everyday filters in the search query', () => {
  it('reads each filter, keeping floor 0 (parter) and dropping unticked flags', () => {
    expect(
      SearchQuerySchema.parse({
        market: '1',
        floorFrom: '0',
        floorTo: '4',
        yearFrom: '0',
        yearTo: '2000',
        material: '2',
        category: '5',
        finish: '2',
        bathroomsFrom: '4',
        access: '3',
        addedWithin: '7',
        availableFrom: '2026-12-01',
        withPhotos: '1',
        balcony: '1',
        garden: '0',
        pets: '',
      }),
    ).toMatchObject({
      market: 1,
      floorFrom: 0,
      floorTo: 4,
      yearFrom: undefined,
      yearTo: 2000,
      material: 2,
      category: 5,
      finish: 2,
      bathroomsFrom: 4,
      access: 3,
      addedWithin: 7,
      availableFrom: '2026-12-01',
      withPhotos: 1,
      balcony: 1,
      garden: undefined,
      pets: undefined,
    });
  });

  it('refuses bad values with Polish messages', () => {
    expect(
      fieldErrors(SearchQuerySchema, {
        market: '9',
        floorFrom: 'parter',
        addedWithin: '2',
        availableFrom: '31.12.2026',
        balcony: 'tak',
      }),
    ).toEqual({
      market: [messages.invalid],
      floorFrom: [messages.digits],
      addedWithin: [messages.invalid],
      availableFrom: [messages.date],
      balcony: [messages.digits],
    });
  });

  it("refuses a 'stan wykończenia' and a count of bathrooms no ad can have", () => {
    expect(fieldErrors(SearchQuerySchema, { finish: '4', bathroomsFrom: '5' })).toEqual({
      finish: [messages.invalid],
      bathroomsFrom: [messages.invalid],
    });
    expect(fieldErrors(SearchQuerySchema, { finish: 'do remontu', bathroomsFrom: '0' })).toEqual({
      finish: [messages.invalid],
      bathroomsFrom: [messages.invalid],
    });
  });

  it('refuses a day no calendar has', () => {
    expect(fieldErrors(SearchQuerySchema, { availableFrom: '2027-02-29' })).toEqual({
      availableFrom: [messages.date],
    });
  });
});

describe('everydayFilterLabel', () => {
  it.each([
    ['market', '1', 'apartment', 'Rynek: pierwotny'],
    ['floorFrom', '0', 'apartment', 'Piętro od: parter'],
    ['floorTo', '3', 'apartment', 'Piętro do: 3'],
    ['yearFrom', '1990', 'house', 'Rok budowy od: 1990'],
    ['material', '2', 'house', 'Materiał: cegła'],
    ['category', '2', 'house', 'Rodzaj zabudowy: bliźniak'],
    ['category', '2', 'apartment', 'Rodzaj zabudowy: kamienica'],
    ['access', '3', 'land', 'Dojazd: asfalt'],
    ['finish', '3', 'apartment', 'Stan wykończenia: do remontu'],
    ['finish', '1', 'house', 'Stan wykończenia: do zamieszkania'],
    ['bathroomsFrom', '2', 'house', 'Liczba łazienek: 2+'],
    ['bathroomsFrom', '4', 'apartment', 'Liczba łazienek: 4+'],
    ['addedWithin', '1', 'apartment', 'Data dodania: ostatnie 24 godziny'],
    ['availableFrom', '2026-12-01', 'apartment', 'Dostępne od: 2026-12-01'],
    ['withPhotos', '1', 'apartment', 'Tylko ze zdjęciami'],
    ['garden', '1', 'house', 'Ogród'],
  ] as const)('names %s=%s of a %s search', (name, value, type, label) => {
    expect(everydayFilterLabel(name, value, type)).toBe(label);
  });

  it('names no value the search does not read', () => {
    expect(everydayFilterLabel('balcony', '0')).toBeUndefined();
    expect(everydayFilterLabel('market', 'abc')).toBeUndefined();
    expect(everydayFilterLabel('finish', '4')).toBeUndefined();
    expect(everydayFilterLabel('bathroomsFrom', '5')).toBeUndefined();
  });
});

describe('isFilterOffered', () => {
  it("offers a rental's filters to rentals only, and each filter to its categories", () => {
    expect(isFilterOffered('pets', 'apartment', 1)).toBe(true);
    expect(isFilterOffered('pets', 'apartment', 0)).toBe(false);
    expect(isFilterOffered('power', 'land', 0)).toBe(true);
    expect(isFilterOffered('balcony', 'land', 0)).toBe(false);
    expect(isFilterOffered('finish', 'house', 1)).toBe(true);
    expect(isFilterOffered('bathroomsFrom', 'apartment', 0)).toBe(true);
    expect(isFilterOffered('finish', 'place', 0)).toBe(false);
    expect(isFilterOffered('bathroomsFrom', 'land', 0)).toBe(false);
  });
});
