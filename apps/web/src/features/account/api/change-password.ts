// POST /api/user/{userId}/change-pass: the current and the new password (the repeat stays in the form).
import { apiPaths, type ChangePasswordBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function changePassword(userId: number, body: ChangePasswordBody) {
  return apiPost(apiPaths.user.changePassword(userId), body, {
    schema: (schemas) => schemas.MessageResponseSchema,
  });
}

export function useChangePassword(userId: number) {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(userId, body) });
}
