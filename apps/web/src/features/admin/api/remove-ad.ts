// DELETE /api/site/remove-ad/{id} (admin): any ad, with its photos.
import { adminApiPaths } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../api/client.ts';

export function removeAd(estateId: number) {
  return apiDelete(adminApiPaths.removeAd(estateId), { schema: (schemas) => schemas.MessageResponseSchema });
}

export function useRemoveAd() {
  const client = useQueryClient();
  // Every cached list may hold the ad: drop them all rather than guess which.
  return useMutation({ mutationFn: removeAd, onSuccess: () => client.invalidateQueries() });
}
