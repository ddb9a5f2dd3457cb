// GET /api/site/stats/ads/total, /api/site/stats/users/total and /api/site/stats/ads (admin).
import { adminApiPaths } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export const statsKey = ['admin', 'stats'] as const;

export function useActiveAdsCount() {
  return useQuery(
    queryOptions({
      queryKey: [...statsKey, 'ads-total'],
      queryFn: ({ signal }) =>
        apiGet(adminApiPaths.adsTotal, { schema: (schemas) => schemas.ActiveAdsCountSchema, signal }),
    }),
  );
}

export function useActiveUsersCount() {
  return useQuery(
    queryOptions({
      queryKey: [...statsKey, 'users-total'],
      queryFn: ({ signal }) =>
        apiGet(adminApiPaths.usersTotal, {
          schema: (schemas) => schemas.ActiveUsersCountSchema,
          signal,
        }),
    }),
  );
}

export function useAdsChart() {
  return useQuery(
    queryOptions({
      queryKey: [...statsKey, 'ads-chart'],
      queryFn: ({ signal }) =>
        apiGet(adminApiPaths.adsChart, { schema: (schemas) => schemas.StatsAdsChartSchema, signal }),
    }),
  );
}
