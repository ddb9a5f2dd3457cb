// PUT /api/estates/{id}/activate: wizard step 3's 'Zapisz' makes the ad public, unless the risk checks hold it.
import { apiPaths } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../api/client.ts';

export function activateEstate(estateId: number) {
  return apiPut(apiPaths.estates.activate(estateId), undefined, {
    schema: (schemas) => schemas.ActivatedSchema,
  });
}

export function useActivateEstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateEstate,
    // Every list and detail may now show the ad (or its new version).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['estates'] }),
  });
}
