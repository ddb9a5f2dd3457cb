import { isCriterionOffered, type SearchCriterionName } from '@portal/domain';
import { searchCriterionSamples } from '@portal/domain/search-criteria.samples';
import { describe, expect, it } from 'vitest';
import { SearchFormSchema } from './search-form-schema.ts';
import { buildSearchParams, formValuesOf, withPage } from './search-query.ts';

// An address giving every criterion, of a search of flats for rent.
const everyCriterion = { ...searchCriterionSamples, type: 'apartment', rent: '1' };

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
