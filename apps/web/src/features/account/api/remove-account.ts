// DELETE /api/user/{userId}/remove-account: irreversible; the screen ends the session after it (spec §4).
// The account's password goes in the body: the server removes nothing without it.
import { apiPaths, type RemoveAccount } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../api/client.ts';

export function removeAccount(userId: number, body: RemoveAccount) {
  return apiDelete(apiPaths.user.removeAccount(userId), {}, body);
}

export function useRemoveAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemoveAccount) => removeAccount(userId, body),
    // The removed ads must not linger in any cached list.
    onSuccess: () => queryClient.removeQueries(),
  });
}
