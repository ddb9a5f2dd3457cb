// GET /api/site/stats/ads/total, /api/site/stats/users/total and /api/site/stats/ads (admin).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export const statsKey = ['admin', 'stats'] as const;

export function useActiveAdsCount() {
  return useQuery(
    queryOptions({
      queryKey: [...statsKey, 'ads-total'],
      queryFn: ({ signal }) =>
        apiGet('/api/site/stats/ads/total', { schema: (schemas) => schemas.ActiveAdsCountSchema, signal }),
    }),
  );
}

export function useActiveUsersCount() {
  return useQuery(
    queryOptions({
      queryKey: [...statsKey, 'users-total'],
      queryFn: ({ signal }) =>
        apiGet('/api/site/stats/users/total', {
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
        apiGet('/api/site/stats/ads', { schema: (schemas) => schemas.StatsAdsChartSchema, signal }),
    }),
  );
}
