// GET /api/site/moderation and POST /api/site/moderation/{id}/decision (admin): the queue of reported and appealed
// ads, and a decision on one of them.
import { adminApiPaths, type Decision } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../api/client.ts';

const moderationKey = ['admin', 'moderation'] as const;

export const moderationQueueQuery = queryOptions({
  queryKey: moderationKey,
  queryFn: ({ signal }) =>
    apiGet(adminApiPaths.moderation, { schema: (schemas) => schemas.ModerationQueueSchema, signal }),
});

export function useModerationQueue() {
  return useQuery(moderationQueueQuery);
}

export function useDecide(estateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiPost(adminApiPaths.moderationDecision(estateId), decision, {
        schema: (schemas) => schemas.MessageResponseSchema,
      }),
    // The queue changes, and so may every public list the ad or its advertiser's ads were on.
    onSuccess: () => client.invalidateQueries(),
  });
}
