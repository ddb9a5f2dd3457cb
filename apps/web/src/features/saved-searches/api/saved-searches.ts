// The saved-search calls: saving (an account's, or a visitor's with e-mail and captcha), the account's list and its
// changes, and the two links of the e-mails (their secret in the path).
import { apiPaths, type SaveSearchInput, type UpdateSavedSearch } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../api/client.ts';

const message = {
  schema: (schemas: typeof import('../../../api/response-schemas.ts')) => schemas.MessageResponseSchema,
};

export const saveSearch = (body: SaveSearchInput) => apiPost(apiPaths.savedSearches.list, body, message);

export const confirmSavedSearch = (searchId: string, secret: string) =>
  apiPost(apiPaths.savedSearches.confirm(searchId, secret), undefined, message);

export const unsubscribeSavedSearch = (searchId: string, secret: string) =>
  apiPost(apiPaths.savedSearches.unsubscribe(searchId, secret), undefined, {
    schema: (schemas) => schemas.UnsubscribedSchema,
  });

/** The unsubscribe link also removes the search: a visitor has no list to remove it from. */
export const removeSavedSearchByLink = (searchId: string, secret: string) =>
  apiPost(apiPaths.savedSearches.remove(searchId, secret), undefined, message);

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: ['saved-searches'],
    queryFn: ({ signal }) =>
      apiGet(apiPaths.savedSearches.list, { signal, schema: (schemas) => schemas.SavedSearchListSchema }),
  });

export const useSavedSearches = () => useQuery(savedSearchesQuery());

/** Rename or change the frequency of one search; the list is read again after it. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ searchId, change }: { searchId: number; change: UpdateSavedSearch }) =>
      apiPut(apiPaths.savedSearches.one(searchId), change, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['saved-searches'] }),
  });
}

export function useRemoveSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (searchId: number) => apiDelete(apiPaths.savedSearches.one(searchId), message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['saved-searches'] }),
  });
}
