import { SearchQuerySchema, searchCriterionNames } from '@portal/domain';
import { searchCriterionSamples } from '@portal/domain/search-criteria.samples';
import { describe, expect, it } from 'vitest';
import { searchFilter } from './search-filter.ts';

describe('the search filter', () => {
  it.each(searchCriterionNames)('narrows the ads by %s alone', (name) => {
    const criteria = SearchQuerySchema.parse({ [name]: searchCriterionSamples[name] });
    expect(criteria[name]).toBeDefined();
    expect(searchFilter(criteria)).toBeDefined();
  });

  it('narrows nothing without a criterion', () => {
    expect(searchFilter(SearchQuerySchema.parse({}))).toBeUndefined();
  });
});
