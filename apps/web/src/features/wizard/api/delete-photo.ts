// DELETE /api/estates/{id}/photos/{photoId}: answers the remaining photos.
import { apiPaths } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../api/client.ts';
import { ownPhotosQuery } from './get-own-photos.ts';

export function deletePhoto(estateId: number, photoId: number) {
  return apiDelete(apiPaths.estates.photo(estateId, photoId), {
    schema: (schemas) => schemas.PhotoListSchema,
  });
}

/** The photo leaves the list at once (spec §4); a failure puts it back. */
export function useDeletePhoto(estateId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = ownPhotosQuery(estateId);
  return useMutation({
    mutationFn: (photoId: number) => deletePhoto(estateId, photoId),
    onMutate: async (photoId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        previous?.filter((photo) => photo.photoId !== photoId),
      );
      return { previous };
    },
    onError: (_error, _photoId, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: (photos) => queryClient.setQueryData(queryKey, photos),
  });
}
