// GET /api/estates/{plural}/{rent}[/city/{cityId}/]?page&sortBy&sortOrder: one page of a category or city list.
import {
  type EstateType,
  estateTypeInfo,
  type Rent,
  rentInfo,
  type SortOption,
  toQueryString,
} from '@portal/domain';
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
  const base = `/api/estates/${estateTypeInfo[type].plural}/${rentInfo[rent].slug}`;
  const path = cityId === undefined ? base : `${base}/city/${cityId}/`;
  const query = toQueryString({ page, sortBy: sort.sortBy, sortOrder: sort.sortOrder });
  return apiGet(`${path}${query}`, {
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
