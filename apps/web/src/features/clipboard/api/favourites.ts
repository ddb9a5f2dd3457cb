// The account's favourites: GET /api/user/{id}/favourites, removal and the e-mail setting.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '../../../api/client.ts';
import { favouritesKey } from '../../../ui/favourites-store.ts';

export function favouritesQuery(userId: number) {
  return queryOptions({
    queryKey: [...favouritesKey(userId), 'list'],
    queryFn: ({ signal }) =>
      apiGet(`/api/user/${userId}/favourites`, { schema: (schemas) => schemas.FavouriteListSchema, signal }),
  });
}

export function useFavourites(userId: number) {
  return useQuery(favouritesQuery(userId));
}

export function useRemoveFavourite(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (estateId: number) => apiDelete(`/api/user/${userId}/favourites/${estateId}`),
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKey(userId) }),
  });
}

export function useFavouriteMails(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiPut(
        `/api/user/${userId}/favourite-mails`,
        { enabled },
        { schema: (schemas) => schemas.MessageResponseSchema },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKey(userId) }),
  });
}
