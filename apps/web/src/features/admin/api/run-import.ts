// POST /api/site/imports/run/{integrationId} (admin): imports the integration's waiting packages now.
import { ImportRunNowSchema, type ImportRunOutcome } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

type Counts = Pick<
  Extract<ImportRunOutcome, { runId: number }>,
  'added' | 'updated' | 'withdrawn' | 'failed'
>;

/**
 * What the screen reads of one package's outcome: its status, and the counts that 'done' and 'failed' packages
 * carry ('duplicate' and 'busy' ones have none).
 */
export type RunOutcome = { status: string } & Partial<Counts>;

export function runImport(integrationId: number) {
  return apiPost(`/api/site/imports/run/${integrationId}`, undefined, { schema: ImportRunNowSchema });
}

export function useRunImport() {
  const client = useQueryClient();
  // New ads may appear anywhere, and every import section changes.
  return useMutation({ mutationFn: runImport, onSuccess: () => client.invalidateQueries() });
}
