// GET /api/user/{userId}/integration/{integrationId}: the company's FTP access for its CRM's export.
import { apiPaths } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function getIntegration(userId: number, integrationId: number, signal?: AbortSignal) {
  return apiGet(apiPaths.user.integration(userId, integrationId), {
    schema: (schemas) => schemas.IntegrationSchema,
    ...(signal ? { signal } : {}),
  });
}

export function integrationQuery(userId: number, integrationId: number) {
  return queryOptions({
    queryKey: ['integration', userId, integrationId],
    queryFn: ({ signal }) => getIntegration(userId, integrationId, signal),
  });
}

export function useIntegration(userId: number, integrationId: number) {
  return useQuery(integrationQuery(userId, integrationId));
}
