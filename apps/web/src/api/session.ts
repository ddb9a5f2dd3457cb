// Spec §4 'Session': the profile lives in localStorage until logout or until its token expires.
import type { Profile } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { clearProfile, readProfile, subscribeProfile, writeProfile } from './stored-profile.ts';

/** Expiration is an instant (unix seconds), so comparing with the clock needs no time zone. */
export function isExpired(profile: Profile, now: Date = new Date()): boolean {
  return profile.expiration * 1000 <= now.getTime();
}

/**
 * Discards an expired profile and reloads the page, so that no screen keeps showing a logged-in state the server
 * no longer accepts. Answers whether it did.
 */
export function discardExpiredProfile(reload: () => void = () => window.location.reload()): boolean {
  const profile = readProfile();
  if (!profile || !isExpired(profile)) return false;
  clearProfile();
  reload();
  return true;
}

/** Checks at start and whenever the tab regains focus (a laptop may have slept past the expiry). */
export function watchSessionExpiry(): () => void {
  discardExpiredProfile();
  const onFocus = () => discardExpiredProfile();
  window.addEventListener('focus', onFocus);
  return () => window.removeEventListener('focus', onFocus);
}

export function startSession(profile: Profile): void {
  writeProfile(profile);
}

export function logout(): void {
  clearProfile();
}

export function isAdmin(profile: Profile | null): boolean {
  return Boolean(profile?.admin);
}

/** The logged-in profile, or null; re-renders on login and logout (in this tab or another). */
export function useProfile(): Profile | null {
  return useSyncExternalStore(subscribeProfile, readProfile, () => null);
}

/**
 * The profile on a login-only page: RequireLogin renders such pages only with a profile, so null here is a
 * routing mistake worth a loud error.
 */
export function useLoggedInProfile(): Profile {
  const profile = useProfile();
  if (!profile)
    throw new Error('A login-only page rendered without a profile; wrap its route in RequireLogin');
  return profile;
}
