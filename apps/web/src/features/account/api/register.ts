// POST /api/user/register/{user|company}: the registration form as the domain schema outputs it (captcha included).
import type { RegisterCompany, RegisterKind, RegisterUser } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export type Registration =
  | { kind: Extract<RegisterKind, 'user'>; body: RegisterUser }
  | { kind: Extract<RegisterKind, 'company'>; body: RegisterCompany };

export function register({ kind, body }: Registration) {
  return apiPost(`/api/user/register/${kind}`, body, { schema: (schemas) => schemas.MessageResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
