// POST /api/site/imports/run/{integrationId} (admin): imports the integration's waiting packages now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function runImport(integrationId: number) {
  return apiPost(`/api/site/imports/run/${integrationId}`, undefined, {
    schema: (schemas) => schemas.ImportRunNowSchema,
  });
}

export function useRunImport() {
  const client = useQueryClient();
  // New ads may appear anywhere, and every import section changes.
  return useMutation({ mutationFn: runImport, onSuccess: () => client.invalidateQueries() });
}
