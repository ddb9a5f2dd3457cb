// GET /api/estates/user/{userId}/seller: the name the user's ads are shown under (404 without listed ads).
import { apiPaths } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function getSeller(userId: number, signal?: AbortSignal) {
  return apiGet(apiPaths.estates.seller(userId), {
    schema: (schemas) => schemas.SellerSchema,
    ...(signal ? { signal } : {}),
  });
}

export function sellerQuery(userId: number) {
  return queryOptions({
    queryKey: ['seller', userId],
    queryFn: ({ signal }) => getSeller(userId, signal),
    // A user without listed ads has no public name: asking again would not change that.
    retry: false,
  });
}

export function useSeller(userId: number) {
  return useQuery(sellerQuery(userId));
}
