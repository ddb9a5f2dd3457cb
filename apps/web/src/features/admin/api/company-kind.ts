// POST /api/site/company-kind (admin): a company account marked a developer or an agency.
import type { CompanyKind } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function setCompanyKind(body: CompanyKind) {
  return apiPost('/api/site/company-kind', body, { schema: (schemas) => schemas.MessageResponseSchema });
}

export function useSetCompanyKind() {
  return useMutation({ mutationFn: setCompanyKind });
}
