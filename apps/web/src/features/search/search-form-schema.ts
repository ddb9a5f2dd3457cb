// The search form's checks come from the query schema itself (digits only, spec §5), so the form and the
// server cannot disagree about what a valid search is. Loaded on the form's first use (ui/lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EverydayFilterName,
  everydayFilterNames,
  type RangeBound,
  rangeBounds,
  SearchQuerySchema,
} from '@portal/domain';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { SearchFormValues } from './search-query.ts';

const everydayFields = Object.fromEntries(everydayFilterNames.map((name) => [name, true])) as Record<
  EverydayFilterName,
  true
>;
const rangeFields = Object.fromEntries(rangeBounds.map((bound) => [bound, true])) as Record<RangeBound, true>;

export const SearchFormSchema = SearchQuerySchema.pick({
  rent: true,
  province: true,
  city: true,
  coordinates: true,
  polygon: true,
  rooms: true,
  roomsFrom: true,
  district: true,
  seller: true,
  words: true,
  internet: true,
  furnished: true,
  parking: true,
  elevator: true,
  ...rangeFields,
  ...everydayFields,
});
export type SearchCriteria = z.output<typeof SearchFormSchema>;

// The form's values are one of the shapes the schema reads (text inputs and checkboxes).
export const searchResolver = zodResolver(SearchFormSchema) as Resolver<
  SearchFormValues,
  unknown,
  SearchCriteria
>;
