// PUT /api/estates/refresh/{id}: the ad stays active for another 6 months (refused for an ad without photos).
import { apiPaths } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../api/client.ts';

export function refreshEstate(estateId: number) {
  return apiPut(apiPaths.estates.refresh(estateId));
}

export function useRefreshEstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshEstate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['estates'] }),
  });
}
