import { type SearchCriterionName, SearchQuerySchema, searchCriterionNames } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { searchFilter } from './search-filter.ts';

// A value the query schema reads for each criterion: a criterion added to the domain's table needs one here, and then
// a condition in searchFilter.
const samples = {
  type: 'house',
  rent: '0',
  province: '12',
  city: '950463',
  priceFrom: '1000',
  priceTo: '2000',
  coordinates: '{"north":50.1,"south":50,"east":20,"west":19.9}',
  polygon: '50,19;50,20;51,20',
  district: 'Podgórze',
  seller: 'agency',
  words: 'ogród',
  areaFrom: '48,37',
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

describe('the search filter', () => {
  it.each(searchCriterionNames)('narrows the ads by %s alone', (name) => {
    const criteria = SearchQuerySchema.parse({ [name]: samples[name] });
    expect(criteria[name]).toBeDefined();
    expect(searchFilter(criteria)).toBeDefined();
  });

  it('narrows nothing without a criterion', () => {
    expect(searchFilter(SearchQuerySchema.parse({}))).toBeUndefined();
  });
});
