// GET /api/estates/{id}/related: up to 4 ads of the same type and rent, nearest first, never the ad itself.
import { apiPaths } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function getRelated(estateId: number, signal?: AbortSignal) {
  return apiGet(apiPaths.estates.related(estateId), {
    schema: (schemas) => schemas.EstateCardListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function relatedQuery(estateId: number) {
  return queryOptions({
    queryKey: ['estates', 'related', estateId],
    queryFn: ({ signal }) => getRelated(estateId, signal),
  });
}

export function useRelated(estateId: number) {
  return useQuery(relatedQuery(estateId));
}
