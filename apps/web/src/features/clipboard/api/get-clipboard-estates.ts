// GET /api/estates/safe?estateId=[…]: the clipboard's ads, in the order of the ids.
import { apiPaths } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function getClipboardEstates(ids: readonly number[], signal?: AbortSignal) {
  return apiGet(apiPaths.estates.safe(ids), {
    schema: (schemas) => schemas.EstateCardListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function clipboardEstatesQuery(ids: readonly number[]) {
  return queryOptions({
    queryKey: ['estates', 'safe', ids],
    queryFn: ({ signal }) => getClipboardEstates(ids, signal),
    // While the changed clipboard reloads, the page keeps the ads it has (minus the removed one) instead of flashing.
    placeholderData: keepPreviousData,
    enabled: ids.length > 0,
  });
}

export function useClipboardEstates(ids: readonly number[]) {
  return useQuery(clipboardEstatesQuery(ids));
}
