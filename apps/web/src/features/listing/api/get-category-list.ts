// GET /api/estates/{plural}/{rent}[/city/{cityId}/]?page&sortBy&sortOrder: one page of a category or city list.
import { apiPaths, type EstateType, type Rent, type SortOption } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export type CategoryListParams = {
  type: EstateType;
  rent: Rent;
  cityId: number | undefined;
  page: number;
  sort: SortOption;
};

export function getCategoryList(params: CategoryListParams, signal?: AbortSignal) {
  const { type, rent, cityId, page, sort } = params;
  return apiGet(apiPaths.estates.category(type, rent, cityId, { page, ...sort }), {
    schema: (schemas) => schemas.EstateCardListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function categoryListQuery(params: CategoryListParams) {
  const { type, rent, cityId, page, sort } = params;
  return queryOptions({
    queryKey: ['estates', 'list', type, rent, cityId ?? null, page, sort.key],
    queryFn: ({ signal }) => getCategoryList(params, signal),
  });
}

export function useCategoryList(params: CategoryListParams) {
  return useQuery(categoryListQuery(params));
}
