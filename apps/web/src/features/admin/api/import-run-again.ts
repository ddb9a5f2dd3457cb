// POST /api/site/imports/runs/{runId}/again (admin): imports a run's package again after a fix.
import { adminApiPaths } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function importRunAgain(runId: number) {
  return apiPost(adminApiPaths.importRunAgain(runId), undefined, {
    schema: (schemas) => schemas.ImportRunNowSchema,
  });
}

export function useImportRunAgain() {
  const client = useQueryClient();
  // New ads may appear anywhere, and every import section changes.
  return useMutation({ mutationFn: importRunAgain, onSuccess: () => client.invalidateQueries() });
}
