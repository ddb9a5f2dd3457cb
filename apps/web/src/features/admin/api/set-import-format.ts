// PUT /api/site/imports/format/{integrationId} (admin): the file format an integration's packages are read in.
import { adminApiPaths, type ImportFormat } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../api/client.ts';
import { importsKey } from './import-integrations.ts';

export function setImportFormat({ integrationId, format }: { integrationId: number; format: ImportFormat }) {
  return apiPut(
    adminApiPaths.importFormat(integrationId),
    { format },
    { schema: (schemas) => schemas.MessageResponseSchema },
  );
}

export function useSetImportFormat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setImportFormat,
    onSuccess: () => client.invalidateQueries({ queryKey: importsKey }),
  });
}
