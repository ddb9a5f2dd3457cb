// POST /api/site/add-integration (admin): FTP access for a company account.
import { type AddIntegration, adminApiPaths } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function addIntegration(body: AddIntegration) {
  return apiPost(adminApiPaths.addIntegration, body, { schema: (schemas) => schemas.MessageResponseSchema });
}

export function useAddIntegration() {
  return useMutation({ mutationFn: addIntegration });
}
