// GET /api/estates/{id}/manage: the owner's copy of an ad, also while it is inactive (wizard step 1 and 3).
import { apiPaths, type OwnEstateDetail } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../api/client.ts';

export async function getOwnEstate(estateId: number, signal?: AbortSignal): Promise<OwnEstateDetail | null> {
  try {
    return await apiGet(apiPaths.estates.manage(estateId), {
      schema: (schemas) => schemas.OwnEstateDetailSchema,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // Spec §8: a missing ad (or another user's) leaves an empty state, which shows the not-found view.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      console.warn(`GET /api/estates/${estateId}/manage: ${error.message}`);
      return null;
    }
    throw error;
  }
}

export function ownEstateQuery(estateId: number) {
  return queryOptions({
    queryKey: ['estates', 'own', estateId],
    queryFn: ({ signal }) => getOwnEstate(estateId, signal),
    retry: false,
  });
}

export function useOwnEstate(estateId: number | null) {
  return useQuery({ ...ownEstateQuery(estateId ?? 0), enabled: estateId !== null });
}
