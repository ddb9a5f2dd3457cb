// GET /api/estates/promoted: the promoted ads of the home page, in the random order the server chose.
import { apiPaths } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function getPromoted(signal?: AbortSignal) {
  return apiGet(apiPaths.estates.promoted, {
    schema: (schemas) => schemas.EstateCardListSchema,
    ...(signal ? { signal } : {}),
  });
}

export const promotedQuery = queryOptions({
  queryKey: ['estates', 'promoted'],
  queryFn: ({ signal }) => getPromoted(signal),
});

export function usePromoted() {
  return useQuery(promotedQuery);
}
