// GET /api/estates/{id}: the ad detail; a missing, inactive or expired ad reads as null (the not-found view).
import { apiPaths, type EstateDetail } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../api/client.ts';

export async function getEstate(estateId: number, signal?: AbortSignal): Promise<EstateDetail | null> {
  try {
    return await apiGet(apiPaths.estates.detail(estateId), {
      schema: (schemas) => schemas.EstateDetailSchema,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // Spec §8: a 404 on an ad is logged as a warning and leaves an empty state.
    if (error instanceof ApiError && error.status === 404) {
      console.warn(`GET /api/estates/${estateId}: ${error.message}`);
      return null;
    }
    throw error;
  }
}

export function estateQuery(estateId: number) {
  return queryOptions({
    queryKey: ['estates', 'detail', estateId],
    queryFn: ({ signal }) => getEstate(estateId, signal),
  });
}

export function useEstate(estateId: number) {
  return useQuery(estateQuery(estateId));
}
