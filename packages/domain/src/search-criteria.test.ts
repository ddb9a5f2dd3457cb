import { describe, expect, it } from 'vitest';
import {
  addedWithinDays,
  type EverydayFilter,
  type EverydayFilterName,
  everydayFilters,
} from './everyday-filters.ts';
import { serializeCoordinates } from './schemas/coordinates.ts';
import { SearchQuerySchema } from './schemas/search.ts';
import {
  chipText,
  isCriterionOffered,
  type SearchCriterionName,
  searchCriteria,
  searchCriterionNames,
} from './search-criteria.ts';

const notCriteria = new Set(['page', 'sortBy', 'sortOrder']);
const schemaCriteria = Object.keys(SearchQuerySchema.shape).filter((key) => !notCriteria.has(key));

function everydaySample(name: EverydayFilterName): string {
  const filter: EverydayFilter = everydayFilters[name];
  if (filter.kind === 'flag' || filter.kind === 'photos') return '1';
  if (filter.kind === 'addedWithin') return String(addedWithinDays[0]);
  if (filter.kind === 'availableBy') return '2026-12-01';
  return String(filter.options?.('house')[0]?.value ?? 2);
}

/** A value of the criterion that a search of houses for rent reads. */
function sample(name: SearchCriterionName): string {
  const { kind } = searchCriteria[name];
  if (name === 'type') return 'house';
  if (name === 'rent') return '1';
  if (name === 'seller') return 'agency';
  if (name === 'coordinates') return serializeCoordinates({ north: 50.1, south: 50, east: 20, west: 19.9 });
  if (name === 'polygon') return '50,19;50,20;51,20';
  if (kind === 'everyday') return everydaySample(name as EverydayFilterName);
  if (kind === 'flag') return '1';
  if (kind === 'text') return 'Podgórze';
  return '2';
}

const context = { rent: 1, type: 'house' as const };

describe('the search criteria', () => {
  it('name every parameter of the query schema but the page and the order, and no other', () => {
    expect([...searchCriterionNames].sort()).toEqual([...schemaCriteria].sort());
  });

  it.each(searchCriterionNames)('%s: the schema reads a value that has a chip', (name) => {
    const value = sample(name);
    expect(SearchQuerySchema.parse({ [name]: value })[name]).toBeDefined();
    const chip = chipText(name, value, context);
    if (searchCriteria[name].kind === 'offer') expect(chip).toBeUndefined();
    else expect(chip).toMatch(/\S/);
  });

  it.each(
    searchCriterionNames.filter((name) =>
      ['place', 'price', 'area', 'count', 'flag'].includes(searchCriteria[name].kind),
    ),
  )('%s: a value the schema drops has no chip', (name) => {
    expect(SearchQuerySchema.parse({ [name]: '0' })[name]).toBeUndefined();
    expect(chipText(name, '0', context)).toBeUndefined();
  });

  it("offers a category's own criteria: a house's land area, not its rooms, and rentals' pets", () => {
    expect(isCriterionOffered('landAreaFrom', 'house', 0)).toBe(true);
    expect(isCriterionOffered('roomsFrom', 'house', 0)).toBe(false);
    expect(isCriterionOffered('elevator', 'object', 0)).toBe(true);
    expect(isCriterionOffered('parking', 'object', 0)).toBe(false);
    expect(isCriterionOffered('pets', 'house', 1)).toBe(true);
    expect(isCriterionOffered('pets', 'house', 0)).toBe(false);
  });
});
