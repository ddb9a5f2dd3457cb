// GET /api/estates/account/{userId}?page: one page of the user's own ads, active and inactive, with views.
import { apiPaths } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

/** The key of every page of every account list, for the actions that change them. */
export const accountEstatesKey = ['estates', 'account'] as const;

export function accountEstatesQuery(userId: number, page: number) {
  return queryOptions({
    queryKey: [...accountEstatesKey, userId, page],
    queryFn: ({ signal }) =>
      apiGet(apiPaths.estates.account(userId, page), {
        schema: (schemas) => schemas.ManagedEstateCardListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAccountEstates(userId: number, page: number) {
  return useQuery(accountEstatesQuery(userId, page));
}
