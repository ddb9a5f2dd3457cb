// A logged-in person's stars: the favourites kept on the account, read and changed through the API. A
// visitor's stars stay in the `safe` cookie (clipboard-store.ts); useStarredIds answers whichever applies.
import { apiPaths } from '@portal/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiDelete, apiGet, apiPut } from '../api/client.ts';
import { useProfile } from '../api/session.ts';
import { useClipboard } from './clipboard-store.ts';
import { showFlash } from './flash.tsx';

/** Every query about one account's favourites starts with this key, so a star refreshes them all. */
export const favouritesKey = (userId: number) => ['favourites', userId] as const;

export function favouriteIdsQuery(userId: number) {
  return queryOptions({
    queryKey: [...favouritesKey(userId), 'ids'],
    queryFn: ({ signal }) =>
      apiGet(apiPaths.user.favouriteIds(userId), {
        schema: (schemas) => schemas.FavouriteIdsSchema,
        signal,
      }),
  });
}

/** The starred ads' ids: the account's when logged in, the clipboard cookie's otherwise. */
export function useStarredIds(): readonly number[] {
  const profile = useProfile();
  const clipboard = useClipboard();
  const { data } = useQuery({ ...favouriteIdsQuery(profile?.userId ?? 0), enabled: profile !== null });
  if (!profile) return clipboard;
  return data ?? [];
}

/**
 * Stars or un-stars an ad on the account. The star changes at once; a refusal (the account's limit, an ad gone
 * offline) puts it back and is told.
 */
export function useToggleFavourite(userId: number) {
  const client = useQueryClient();
  const { queryKey } = favouriteIdsQuery(userId);
  return async (estateId: number, isSaved: boolean) => {
    const before = client.getQueryData(queryKey) ?? [];
    client.setQueryData(queryKey, isSaved ? before.filter((id) => id !== estateId) : [estateId, ...before]);
    const path = apiPaths.user.favourite(userId, estateId);
    try {
      await (isSaved ? apiDelete(path) : apiPut(path));
    } catch (error) {
      client.setQueryData(queryKey, before);
      showFlash('error', error instanceof ApiError ? error.message : 'Nie udało się zapisać zmiany.');
    }
    await client.invalidateQueries({ queryKey: favouritesKey(userId) });
  };
}
