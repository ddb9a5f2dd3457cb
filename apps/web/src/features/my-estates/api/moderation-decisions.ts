// The advertiser's side of moderation: their restricting decisions (GET /api/moderation/decisions), the decision an
// appeal link names and the appeal itself (GET and POST /api/moderation/appeal/{decisionId}/{signature}).
import { type Appeal, apiPaths } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../api/client.ts';

const decisionsKey = ['moderation', 'decisions'] as const;

export function useOwnDecisions() {
  return useQuery(
    queryOptions({
      queryKey: decisionsKey,
      queryFn: ({ signal }) =>
        apiGet(apiPaths.moderation.decisions, { schema: (schemas) => schemas.OwnDecisionListSchema, signal }),
    }),
  );
}

export function useAppealedDecision(decisionId: string, signature: string) {
  return useQuery({
    queryKey: [...decisionsKey, 'appeal', decisionId, signature],
    queryFn: ({ signal }) =>
      apiGet(apiPaths.moderation.appeal(decisionId, signature), {
        schema: (schemas) => schemas.OwnDecisionSchema,
        signal,
      }),
    retry: false,
  });
}

export function useAppeal(decisionId: string, signature: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (appeal: Appeal) =>
      apiPost(apiPaths.moderation.appeal(decisionId, signature), appeal, {
        schema: (schemas) => schemas.MessageResponseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: decisionsKey }),
  });
}
