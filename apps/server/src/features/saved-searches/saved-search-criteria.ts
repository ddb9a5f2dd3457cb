import { type SearchQuery, SearchQuerySchema, savedSearchMessages } from '@portal/domain';
import { badRequest } from '../../http/app-error.ts';

// The page and the order are how results are shown, not what is searched for.
const shown = new Set(['page', 'sortBy', 'sortOrder']);
const criterionKeys = Object.keys(SearchQuerySchema.shape).filter((key) => !shown.has(key));

/** The search's own parameters, trimmed, without empty ones, unknown ones, the page and the order. */
const criteriaOf = (input: Record<string, string>) =>
  Object.fromEntries(
    criterionKeys.flatMap((key) => {
      const value = input[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );

/** A stored search's query, read by today's rules; undefined when a criterion no longer reads (never matches). */
export function savedQuery(criteria: Record<string, string>): SearchQuery | undefined {
  const parsed = SearchQuerySchema.safeParse(criteria);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The criteria to store and the columns an ad's candidate searches are found by ('' / -1 / 0: any type, rent,
 * city). 400 for criteria the search would refuse, or none at all: such a search would announce every new ad.
 */
export function criteriaToSave(input: Record<string, string>) {
  const criteria = criteriaOf(input);
  const query = savedQuery(criteria);
  if (!query) throw badRequest(savedSearchMessages.badCriteria);
  const { page: _page, sortBy: _sortBy, sortOrder: _sortOrder, ...given } = query;
  if (Object.values(given).every((value) => value === undefined))
    throw badRequest(savedSearchMessages.noCriteria);
  return {
    criteria,
    type: query.type ?? '',
    rent: query.rent ?? -1,
    cityId: query.city ?? 0,
    priceFrom: query.priceFrom ?? null,
    priceTo: query.priceTo ?? null,
  };
}
