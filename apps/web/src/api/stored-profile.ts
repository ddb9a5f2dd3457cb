// The logged-in profile as kept in localStorage. Kept below the features so the HTTP client can read the token
// without depending on the account feature; the account feature owns the rules (expiry, login, logout).

import { type Profile, ProfileSchema } from '@portal/domain';

const storageKey = 'profile';
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedProfile: Profile | null = null;

/** The stored profile, or null; the same object is returned until storage changes (safe for useSyncExternalStore). */
export function readProfile(): Profile | null {
  const raw = localStorage.getItem(storageKey);
  if (raw === cachedRaw) return cachedProfile;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    const result = ProfileSchema.safeParse(parsed);
    cachedProfile = result.success ? result.data : null;
  } catch {
    cachedProfile = null;
  }
  return cachedProfile;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function writeProfile(profile: Profile): void {
  localStorage.setItem(storageKey, JSON.stringify(profile));
  notify();
}

export function clearProfile(): void {
  localStorage.removeItem(storageKey);
  notify();
}

/** Calls the listener when the profile changes in this tab or in another one (login or logout elsewhere). */
export function subscribeProfile(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
