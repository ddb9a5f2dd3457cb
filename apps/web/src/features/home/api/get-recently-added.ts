// GET /api/estates/recently-added: the newest ads for the home page.
import { apiPaths } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function getRecentlyAdded(signal?: AbortSignal) {
  return apiGet(apiPaths.estates.recentlyAdded, {
    schema: (schemas) => schemas.EstateCardListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const recentlyAddedQuery = queryOptions({
  queryKey: ['estates', 'recently-added'],
  queryFn: ({ signal }) => getRecentlyAdded(signal),
});

export function useRecentlyAdded() {
  return useQuery(recentlyAddedQuery);
}
