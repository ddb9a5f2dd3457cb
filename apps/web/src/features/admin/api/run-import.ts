// POST /api/site/imports/run/{integrationId} (admin): imports the integration's waiting packages now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../api/client.ts';

// The domain has no schema for this answer: one outcome per package, 'done' and 'failed' ones with their counts,
// 'duplicate' (imported before) and 'busy' (another import running) without.
const RunOutcomeSchema = z.object({
  status: z.string(),
  added: z.number().int().optional(),
  updated: z.number().int().optional(),
  withdrawn: z.number().int().optional(),
  failed: z.number().int().optional(),
});
const RunImportResponseSchema = z.object({ runs: z.array(RunOutcomeSchema) });
export type RunOutcome = z.infer<typeof RunOutcomeSchema>;

export function runImport(integrationId: number) {
  return apiPost(`/api/site/imports/run/${integrationId}`, undefined, { schema: RunImportResponseSchema });
}

export function useRunImport() {
  const client = useQueryClient();
  // New ads may appear anywhere, and every import section changes.
  return useMutation({ mutationFn: runImport, onSuccess: () => client.invalidateQueries() });
}
