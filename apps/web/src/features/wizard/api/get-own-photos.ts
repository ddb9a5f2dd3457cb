// GET /api/estates/{id}/photos/manage: the owner's photos in their order, also before the ad is active.
import { apiPaths, type Photo } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function ownPhotosQuery(estateId: number) {
  return queryOptions({
    queryKey: ['estates', 'own', estateId, 'photos'],
    queryFn: ({ signal }): Promise<Photo[]> =>
      apiGet(apiPaths.estates.managedPhotos(estateId), {
        schema: (schemas) => schemas.PhotoListSchema,
        signal,
      }),
  });
}

export function useOwnPhotos(estateId: number) {
  return useQuery(ownPhotosQuery(estateId));
}
