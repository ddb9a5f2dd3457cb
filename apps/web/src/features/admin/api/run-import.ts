// POST /api/site/imports/run/{integrationId} (admin): starts importing the integration's waiting packages now; the
// server answers at once and the runs show the progress.
import { adminApiPaths } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function runImport(integrationId: number) {
  return apiPost(adminApiPaths.importRun(integrationId), undefined, {
    schema: (schemas) => schemas.ImportStartedSchema,
  });
}

export function useRunImport() {
  const client = useQueryClient();
  // New ads may appear anywhere, and every import section changes.
  return useMutation({ mutationFn: runImport, onSuccess: () => client.invalidateQueries() });
}
