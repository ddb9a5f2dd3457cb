// POST /api/user/forgot-password: sends the reset link to the account's e-mail.
import { apiPaths, type ForgotPassword } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function forgotPassword(body: ForgotPassword) {
  return apiPost(apiPaths.user.forgotPassword, body, { schema: (schemas) => schemas.MessageResponseSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
