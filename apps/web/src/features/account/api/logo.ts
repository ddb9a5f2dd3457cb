// POST and DELETE /api/user/{userId}/logo: a company's logo, sent as the image file itself.
import { apiPaths } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../../api/client.ts';
import { profileQuery } from './profile.ts';

export function uploadLogo(userId: number, file: File) {
  return apiPost(apiPaths.user.logo(userId), file, { schema: (schemas) => schemas.LogoSavedSchema });
}

export function removeLogo(userId: number) {
  return apiDelete(apiPaths.user.logo(userId), { schema: (schemas) => schemas.MessageResponseSchema });
}

/** Sends or removes the logo (a file, or null), then reads the profile again, which holds it. */
export function useChangeLogo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? uploadLogo(userId, file) : removeLogo(userId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery(userId).queryKey }),
  });
}
