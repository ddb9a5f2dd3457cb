// POST /api/estates/{singular type} (new ad) or /api/estates/{singular type}/{id} (edit): wizard step 1.
import { apiPaths, type EstateType, type EstateWrite } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';
import { ownEstateQuery } from './get-own-estate.ts';

type SaveEstate = { type: EstateType; estateId: number | null; payload: EstateWrite };

export function saveEstate({ type, estateId, payload }: SaveEstate) {
  return apiPost(apiPaths.estates.save(type, estateId), payload, {
    schema: (schemas) => schemas.EstateSavedSchema,
  });
}

export function useSaveEstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEstate,
    onSuccess: ({ estateId }) =>
      queryClient.invalidateQueries({ queryKey: ownEstateQuery(estateId).queryKey.slice(0, 2) }),
  });
}
