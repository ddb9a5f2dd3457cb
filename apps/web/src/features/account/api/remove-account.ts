// DELETE /api/user/{userId}/remove-account: irreversible; the screen ends the session after it (spec §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../api/client.ts';

export function removeAccount(userId: number) {
  return apiDelete(`/api/user/${userId}/remove-account`);
}

export function useRemoveAccount(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeAccount(userId),
    // The removed ads must not linger in any cached list.
    onSuccess: () => queryClient.removeQueries(),
  });
}
