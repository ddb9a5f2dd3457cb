// GET /api/site/imports/pending and POST /api/site/imports/pending/{id}/approve|reject (admin): the mass
// withdrawals of full exports held for a decision.
import { adminApiPaths } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../api/client.ts';
import { importsKey } from './import-integrations.ts';

export type WithdrawalDecision = 'approve' | 'reject';

export const heldWithdrawalsQuery = queryOptions({
  queryKey: [...importsKey, 'pending'],
  queryFn: ({ signal }) =>
    apiGet(adminApiPaths.heldWithdrawals, { schema: (schemas) => schemas.HeldWithdrawalListSchema, signal }),
});

export function useHeldWithdrawals() {
  return useQuery(heldWithdrawalsQuery);
}

export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ withdrawalId, decision }: { withdrawalId: number; decision: WithdrawalDecision }) =>
      apiPost(adminApiPaths.heldWithdrawal(withdrawalId, decision), undefined, {
        schema: (schemas) => schemas.MessageResponseSchema,
      }),
    // The integrations' active ads and held counts change too; public lists may lose the withdrawn ads.
    onSuccess: () => client.invalidateQueries(),
  });
}
