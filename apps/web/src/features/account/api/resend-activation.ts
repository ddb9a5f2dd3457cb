// POST /api/user/resend-activation: e-mails a new activation link to an account not activated yet.
import { apiPaths, type ResendActivation } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function resendActivation(body: ResendActivation) {
  return apiPost(apiPaths.user.resendActivation, body, {
    schema: (schemas) => schemas.MessageResponseSchema,
  });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
