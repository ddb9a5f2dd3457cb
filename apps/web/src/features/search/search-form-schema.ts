// The search form's checks come from the query schema itself (digits only, spec §5), so the form and the
// server cannot disagree about what a valid search is.
import { SearchQuerySchema } from '@portal/domain';
import type { z } from 'zod';

export const SearchFormSchema = SearchQuerySchema.pick({
  rent: true,
  city: true,
  coordinates: true,
  priceFrom: true,
  priceTo: true,
  areaFrom: true,
  areaTo: true,
  landAreaFrom: true,
  landAreaTo: true,
  rooms: true,
  internet: true,
  furnished: true,
  parking: true,
  elevator: true,
});
export type SearchCriteria = z.output<typeof SearchFormSchema>;
