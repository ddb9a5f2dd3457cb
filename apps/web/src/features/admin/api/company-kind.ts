// POST /api/site/company-kind (admin): a company account marked a developer or an agency.
import { adminApiPaths, type CompanyKind } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function setCompanyKind(body: CompanyKind) {
  return apiPost(adminApiPaths.companyKind, body, { schema: (schemas) => schemas.MessageResponseSchema });
}

export function useSetCompanyKind() {
  return useMutation({ mutationFn: setCompanyKind });
}
