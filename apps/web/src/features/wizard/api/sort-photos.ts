// PUT /api/estates/{id}/photos/sort: the new order, numbered from 0 (the main photo); answers the photos.
import { apiPaths, type Photo } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../api/client.ts';
import { ownPhotosQuery } from './get-own-photos.ts';

export function sortPhotos(estateId: number, ordered: readonly Photo[]) {
  const body = ordered.map((photo, sort) => ({ photoId: photo.photoId, sort }));
  return apiPut(apiPaths.estates.photosOrder(estateId), body, {
    schema: (schemas) => schemas.PhotoListSchema,
  });
}

/** Shows the new order at once; the server's answer (or, on failure, the old list) replaces it. */
export function useSortPhotos(estateId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = ownPhotosQuery(estateId);
  return useMutation({
    mutationFn: (ordered: readonly Photo[]) => sortPhotos(estateId, ordered),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, [...ordered]);
      return { previous };
    },
    onError: (_error, _ordered, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: (photos) => queryClient.setQueryData(queryKey, photos),
  });
}
