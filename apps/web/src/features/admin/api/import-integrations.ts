// GET /api/site/imports (admin): every FTP integration with its health, silent ones first.
import { adminApiPaths } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

/** Every import query lives under this key, so that one import or decision refreshes all the sections. */
export const importsKey = ['admin', 'imports'] as const;

export const importIntegrationsQuery = queryOptions({
  queryKey: [...importsKey, 'integrations'],
  queryFn: ({ signal }) =>
    apiGet(adminApiPaths.imports, { schema: (schemas) => schemas.ImportIntegrationListSchema, signal }),
});

export function useImportIntegrations() {
  return useQuery(importIntegrationsQuery);
}
