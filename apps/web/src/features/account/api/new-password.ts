// GET and POST /api/user/new-pass/{userId}/{hash}: whose the reset link is, then the new password.
import { apiPaths, type NewPasswordBody } from '@portal/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../api/client.ts';

export type PasswordLink = { userId: number; hash: string };

const linkPath = ({ userId, hash }: PasswordLink) => apiPaths.user.newPassword(userId, hash);

export function getPasswordLinkUser(link: PasswordLink, signal?: AbortSignal) {
  return apiGet(linkPath(link), {
    schema: (schemas) => schemas.PasswordLinkUserSchema,
    ...(signal ? { signal } : {}),
  });
}

export function passwordLinkQuery(link: PasswordLink) {
  return queryOptions({
    queryKey: ['password-link', link.userId, link.hash],
    queryFn: ({ signal }) => getPasswordLinkUser(link, signal),
    // A dead link stays dead: asking twice only delays the redirect.
    retry: false,
  });
}

export function usePasswordLinkUser(link: PasswordLink) {
  return useQuery(passwordLinkQuery(link));
}

export function setNewPassword(link: PasswordLink, body: NewPasswordBody) {
  return apiPost(linkPath(link), body, { schema: (schemas) => schemas.MessageResponseSchema });
}

export function useSetNewPassword(link: PasswordLink) {
  return useMutation({ mutationFn: (body: NewPasswordBody) => setNewPassword(link, body) });
}
