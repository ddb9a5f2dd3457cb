// GET /api/estates/user/{userId}?page&sortBy&sortOrder: one page of a user's active ads.
import { apiPaths, type SortOption } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

type UserEstatesQuery = { userId: number; page: number; sort: SortOption };

export function getUserEstates({ userId, page, sort }: UserEstatesQuery, signal?: AbortSignal) {
  return apiGet(apiPaths.estates.userEstates(userId, { page, ...sort }), {
    schema: (schemas) => schemas.EstateCardListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function userEstatesQuery(query: UserEstatesQuery) {
  return queryOptions({
    queryKey: ['estates', 'user', query.userId, query.page, query.sort.key],
    queryFn: ({ signal }) => getUserEstates(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserEstates(query: UserEstatesQuery) {
  return useQuery(userEstatesQuery(query));
}
