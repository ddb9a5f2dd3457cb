// GET /api/estates/safe?estateId=[…]: the clipboard's ads, in the order of the ids.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function getClipboardEstates(ids: readonly number[], signal?: AbortSignal) {
  const query = new URLSearchParams({ estateId: JSON.stringify(ids) });
  return apiGet(`/api/estates/safe?${query}`, {
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
