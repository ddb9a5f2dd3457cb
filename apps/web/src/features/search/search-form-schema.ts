// The search form's checks come from the query schema itself (digits only, spec §5), so the form and the
// server cannot disagree about what a valid search is. Loaded on the form's first use (ui/lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { type SearchCriterionName, SearchQuerySchema, searchCriterionNames } from '@portal/domain';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { SearchFormValues } from './search-query.ts';

/** Every criterion but the category, which is the form's tab, not one of its fields. */
const formFields = Object.fromEntries(
  searchCriterionNames.filter((name) => name !== 'type').map((name) => [name, true]),
) as Record<Exclude<SearchCriterionName, 'type'>, true>;

export const SearchFormSchema = SearchQuerySchema.pick(formFields);
export type SearchCriteria = z.output<typeof SearchFormSchema>;

// The form's values are one of the shapes the schema reads (text inputs and checkboxes).
export const searchResolver = zodResolver(SearchFormSchema) as Resolver<
  SearchFormValues,
  unknown,
  SearchCriteria
>;
