// The stored profile is a copy of the server's, taken at login: an admin may since have added the company's
// integration or changed the admin flag. It is brought up to date on every page load and navigation, so that the
// menu and the guarded pages follow without a new login.
import { apiPaths } from '@portal/domain';
import { ApiError, apiGet } from './client.ts';
import { clearProfile, readProfile, writeProfile } from './stored-profile.ts';

let pending: Promise<void> | null = null;

async function fetchProfile(): Promise<void> {
  const stored = readProfile();
  if (!stored) return;
  const isSameSession = () => readProfile()?.token === stored.token;
  try {
    const fresh = await apiGet(apiPaths.user.profile(stored.userId), {
      schema: (schemas) => schemas.ProfileSchema,
    });
    const next = { ...fresh, token: stored.token, expiration: stored.expiration };
    // A logout or another login while the answer was on its way wins; an unchanged profile re-renders nothing.
    if (isSameSession() && JSON.stringify(next) !== JSON.stringify(stored)) writeProfile(next);
  } catch (error) {
    // The server no longer takes the token (password changed elsewhere, account removed): the session is over.
    // Anything else (offline, server away) keeps the stored profile until the next try.
    if (error instanceof ApiError && error.status === 401 && isSameSession()) clearProfile();
  }
}

/** Asks the server for the logged-in profile and stores it when it changed; one request at a time. */
export function refreshProfile(): Promise<void> {
  pending ??= fetchProfile().finally(() => {
    pending = null;
  });
  return pending;
}
