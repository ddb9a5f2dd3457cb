// The account's favourites: GET /api/user/{id}/favourites, removal and the e-mail setting.
import { apiPaths } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '../../../api/client.ts';
import { favouritesKey } from '../../../ui/favourites-store.ts';

export function favouritesQuery(userId: number) {
  return queryOptions({
    queryKey: [...favouritesKey(userId), 'list'],
    queryFn: ({ signal }) =>
      apiGet(apiPaths.user.favourites(userId), { schema: (schemas) => schemas.FavouriteListSchema, signal }),
  });
}

export function useFavourites(userId: number) {
  return useQuery(favouritesQuery(userId));
}

export function useRemoveFavourite(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (estateId: number) => apiDelete(apiPaths.user.favourite(userId, estateId)),
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKey(userId) }),
  });
}

export function useFavouriteMails(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiPut(
        apiPaths.user.favouriteMails(userId),
        { enabled },
        { schema: (schemas) => schemas.MessageResponseSchema },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKey(userId) }),
  });
}
