// The cards of the ads opened last, in that order: GET /api/estates/safe?estateId=[…] answers any list of ids
// with the ads still online, in the order given (the clipboard's call).
import { apiPaths } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function viewedEstatesQuery(ids: readonly number[]) {
  return queryOptions({
    queryKey: ['estates', 'safe', ids],
    queryFn: ({ signal }) =>
      apiGet(apiPaths.estates.safe(ids), {
        schema: (schemas) => schemas.EstateCardListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: ids.length > 0,
  });
}

export const useViewedEstates = (ids: readonly number[]) => useQuery(viewedEstatesQuery(ids));
