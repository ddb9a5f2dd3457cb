// PUT and DELETE /api/site/promote/{id}, GET /api/site/promoted (admin): manual promotion of an ad.
import { adminApiPaths } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '../../../api/client.ts';

const promotedKey = ['admin', 'promoted'] as const;

export function usePromotedAds() {
  return useQuery(
    queryOptions({
      queryKey: promotedKey,
      queryFn: ({ signal }) =>
        apiGet(adminApiPaths.promoted, { schema: (schemas) => schemas.PromotedAdListSchema, signal }),
    }),
  );
}

export function usePromote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ estateId, days }: { estateId: number; days: number }) =>
      apiPut(
        adminApiPaths.promote(estateId),
        { days },
        { schema: (schemas) => schemas.MessageResponseSchema },
      ),
    // Lists and the home page order by promotion too.
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useUnpromote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (estateId: number) =>
      apiDelete(adminApiPaths.promote(estateId), { schema: (schemas) => schemas.MessageResponseSchema }),
    onSuccess: () => client.invalidateQueries(),
  });
}
