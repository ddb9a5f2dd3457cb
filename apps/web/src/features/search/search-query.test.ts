import { isCriterionOffered, type SearchCriterionName, serializeCoordinates } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { SearchFormSchema } from './search-form-schema.ts';
import { buildSearchParams, formValuesOf, withPage } from './search-query.ts';

// An address giving every criterion: a criterion added to the domain's table needs a value here.
const everyCriterion = {
  type: 'apartment',
  rent: '1',
  province: '12',
  city: '950463',
  priceFrom: '1000',
  priceTo: '2000',
  coordinates: serializeCoordinates({ north: 50.1, south: 50, east: 20, west: 19.9 }),
  polygon: '50,19;50,20;51,20',
  district: 'Podgórze',
  seller: 'agency',
  words: 'ogród',
  areaFrom: '48.37',
  areaTo: '90',
  landAreaFrom: '500',
  landAreaTo: '1500',
  rooms: '3',
  pricePerM2From: '9000',
  pricePerM2To: '12000',
  roomsFrom: '2',
  internet: '1',
  furnished: '1',
  parking: '1',
  elevator: '1',
  market: '1',
  floorFrom: '0',
  floorTo: '4',
  yearFrom: '1990',
  yearTo: '2020',
  material: '2',
  category: '2',
  finish: '2',
  bathroomsFrom: '2',
  access: '3',
  addedWithin: '7',
  availableFrom: '2026-12-01',
  withPhotos: '1',
  balcony: '1',
  garden: '1',
  garage: '1',
  basement: '1',
  pets: '1',
  power: '1',
  gas: '1',
  water: '1',
  canalization: '1',
} satisfies Record<SearchCriterionName, string>;

describe('search query', () => {
  it('keeps the criteria the type offers, the map area as JSON, and starts at page 1', () => {
    const params = buildSearchParams('land', {
      rent: 0,
      city: 5,
      priceTo: 100,
      areaFrom: 500,
      rooms: 3,
      internet: 1,
      coordinates: { north: 50.1, south: 50, east: 20, west: 19.9 },
    });
    expect(params).toEqual({
      type: 'land',
      rent: 0,
      province: undefined,
      city: 5,
      priceFrom: undefined,
      priceTo: 100,
      coordinates: '{"north":50.1,"south":50,"east":20,"west":19.9}',
      areaFrom: 500,
      areaTo: undefined,
      page: 1,
    });
  });

  it('changes only the page of an existing query', () => {
    expect(withPage(new URLSearchParams('type=house&rent=1&page=2'), 5)).toEqual({
      type: 'house',
      rent: '1',
      page: 5,
    });
  });

  it('reads every criterion the category offers from the address into the form, and writes it back', () => {
    const criteria = SearchFormSchema.parse(formValuesOf(new URLSearchParams(everyCriterion)));
    const written = Object.entries(buildSearchParams('apartment', criteria)).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    );
    const offered = Object.entries(everyCriterion).filter(
      ([name]) => name === 'type' || isCriterionOffered(name as SearchCriterionName, 'apartment', 1),
    );
    expect(Object.fromEntries(written)).toEqual({ ...Object.fromEntries(offered), page: '1' });
  });
});
