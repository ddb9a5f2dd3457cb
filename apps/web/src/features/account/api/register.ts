// POST /api/user/register/{user|company}: the registration form as the domain schema outputs it (captcha included).
import { apiPaths, type RegisterCompany, type RegisterKind, type RegisterUser } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export type Registration =
  | { kind: Extract<RegisterKind, 'user'>; body: RegisterUser }
  | { kind: Extract<RegisterKind, 'company'>; body: RegisterCompany };

export function register({ kind, body }: Registration) {
  return apiPost(apiPaths.user.register(kind), body, { schema: (schemas) => schemas.MessageResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
