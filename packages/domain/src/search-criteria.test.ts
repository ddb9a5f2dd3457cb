import { describe, expect, it } from 'vitest';
import { SearchQuerySchema } from './schemas/search.ts';
import { searchCriterionSamples } from './search-criteria.samples.ts';
import { chipText, isCriterionOffered, searchCriteria, searchCriterionNames } from './search-criteria.ts';

const notCriteria = new Set(['page', 'sortBy', 'sortOrder']);
const schemaCriteria = Object.keys(SearchQuerySchema.shape).filter((key) => !notCriteria.has(key));

const context = { rent: 1, type: 'house' as const };

describe('the search criteria', () => {
  it('name every parameter of the query schema but the page and the order, and no other', () => {
    expect([...searchCriterionNames].sort()).toEqual([...schemaCriteria].sort());
  });

  it.each(searchCriterionNames)('%s: the schema reads a value that has a chip', (name) => {
    const value = searchCriterionSamples[name];
    expect(SearchQuerySchema.parse({ [name]: value })[name]).toBeDefined();
    const chip = chipText(name, value, context);
    if (searchCriteria[name].kind === 'offer') expect(chip).toBeUndefined();
    else expect(chip).toMatch(/\S/);
  });

  it('reads a decimal comma as the schema does', () => {
    expect(SearchQuerySchema.parse({ areaFrom: '48,37' }).areaFrom).toBe(48.37);
    expect(chipText('areaFrom', '48,37', context)).toBe(chipText('areaFrom', '48.37', context));
    expect(chipText('areaFrom', '48,37', context)).toMatch(/48,37/);
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
