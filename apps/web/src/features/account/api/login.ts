// POST /api/user/login: the answer is the profile that the session keeps.
import { apiPaths, type Login, type Profile } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';
import { startSession } from '../../../api/session.ts';
import { clearFlashes } from '../../../ui/flash.tsx';

export function login(credentials: Login): Promise<Profile> {
  return apiPost(apiPaths.user.login, credentials, { schema: (schemas) => schemas.ProfileSchema });
}

/**
 * Logs in and starts the session; the caller decides where to go and what to say. Landing logged in is the outcome:
 * the alerts of earlier attempts go.
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (profile) => {
      startSession(profile);
      clearFlashes();
    },
  });
}
