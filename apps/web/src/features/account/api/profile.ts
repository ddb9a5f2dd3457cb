// GET and POST /api/user/{userId}/profile: the account's data, and an update of the set of its kind.
import { apiPaths, type ProfileUpdate } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../api/client.ts';
import { startSession } from '../../../api/session.ts';
import { readProfile } from '../../../api/stored-profile.ts';

export function getProfile(userId: number, signal?: AbortSignal) {
  return apiGet(apiPaths.user.profile(userId), {
    schema: (schemas) => schemas.ProfileSchema,
    ...(signal ? { signal } : {}),
  });
}

export function profileQuery(userId: number) {
  return queryOptions({
    queryKey: ['profile', userId],
    queryFn: ({ signal }) => getProfile(userId, signal),
  });
}

export function useProfileDetails(userId: number) {
  return useQuery(profileQuery(userId));
}

export function updateProfile(userId: number, body: ProfileUpdate) {
  return apiPost(apiPaths.user.profile(userId), body, { schema: (schemas) => schemas.MessageResponseSchema });
}

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(userId, body),
    onSuccess: (_answer, body) => {
      // The session keeps the profile too (the header, ad contact data): it shows the new values at once.
      const stored = readProfile();
      if (stored?.userId === userId && stored.company === body.company) startSession({ ...stored, ...body });
      return queryClient.invalidateQueries({ queryKey: profileQuery(userId).queryKey });
    },
  });
}
