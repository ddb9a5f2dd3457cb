// GET /api/estates/{id}/archived: what an ad no longer online was, and current offers like it; null for a number
// that never was a public ad (404).
import { type ArchivedAd, apiPaths } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../api/client.ts';

export async function getArchivedAd(estateId: number, signal?: AbortSignal): Promise<ArchivedAd | null> {
  try {
    return await apiGet(apiPaths.estates.archived(estateId), {
      schema: (schemas) => schemas.ArchivedAdSchema,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function archivedAdQuery(estateId: number) {
  return queryOptions({
    queryKey: ['estates', 'archived', estateId],
    queryFn: ({ signal }) => getArchivedAd(estateId, signal),
  });
}

export const useArchivedAd = (estateId: number, enabled = true) =>
  useQuery({ ...archivedAdQuery(estateId), enabled });
