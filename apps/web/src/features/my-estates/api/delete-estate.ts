// DELETE /api/estates/{id}: removes the ad and its photos.
import { apiPaths, type ListResponse, type ManagedEstateCard } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../api/client.ts';
import { accountEstatesKey } from './get-account-estates.ts';

export function deleteEstate(estateId: number) {
  return apiDelete(apiPaths.estates.detail(estateId));
}

type AccountPage = ListResponse<ManagedEstateCard>;

/** The card disappears at once (spec §4); then every list is reloaded, and a failure brings the card back. */
export function useDeleteEstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEstate,
    onMutate: async (estateId) => {
      await queryClient.cancelQueries({ queryKey: accountEstatesKey });
      queryClient.setQueriesData<AccountPage>({ queryKey: accountEstatesKey }, (page) =>
        page ? { rows: page.rows.filter((row) => row.estateId !== estateId), count: page.count - 1 } : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['estates'] }),
  });
}
