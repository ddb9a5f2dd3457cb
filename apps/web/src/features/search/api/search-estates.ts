// GET /api/estates/search?{query}: one page of the ads matching the criteria of the search page's address.
import { apiPaths, type SortOption } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

/** The address's criteria as they are (the server validates them) plus its sort order, as the API names it. */
export function searchEstates(search: string, sort: SortOption, signal?: AbortSignal) {
  const params = new URLSearchParams(searchCriteria(search));
  params.set('sortBy', sort.sortBy);
  params.set('sortOrder', sort.sortOrder);
  return apiGet(apiPaths.estates.search(params.toString()), {
    schema: (schemas) => schemas.EstateCardListSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The criteria of the address as the key names them: without a sort, spelled as URLSearchParams writes them (the
 * key api/initial-data.ts makes of the search the server embeds in the page).
 */
export function searchCriteria(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ['sort', 'sortBy', 'sortOrder']) params.delete(name);
  return params.toString();
}

export function searchEstatesQuery(search: string, sort: SortOption) {
  return queryOptions({
    queryKey: ['estates', 'search', searchCriteria(search), sort.key],
    queryFn: ({ signal }) => searchEstates(search, sort, signal),
    // A refused search (the address's criteria) stays refused: the page shows why instead of asking again.
    retryOnMount: false,
  });
}

export function useSearchEstates(search: string, sort: SortOption) {
  return useQuery(searchEstatesQuery(search, sort));
}
