// The logged-in profile as kept in localStorage. Kept below the features so the HTTP client can read the token
// without depending on the account feature; the account feature owns the rules (expiry, login, logout).

import type { Profile } from '@portal/domain';

const storageKey = 'profile';
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedProfile: Profile | null = null;

// The domain's ProfileSchema needs zod, too much for the JavaScript of the first paint (scripts/size-budget.ts): until it
// has loaded, a stored object with a token is taken as this app wrote it; one that then fails the schema (an older
// format, a hand edit) is dropped and the listeners re-render.
const hasToken = (value: unknown): value is Profile =>
  typeof value === 'object' && value !== null && typeof (value as { token?: unknown }).token === 'string';

async function checkStoredProfile(raw: string, value: unknown): Promise<void> {
  const { ProfileSchema } = await import('./response-schemas.ts');
  if (cachedRaw !== raw || ProfileSchema.safeParse(value).success) return;
  cachedProfile = null;
  notify();
}

/** The stored profile, or null; the same object is returned until storage changes (safe for useSyncExternalStore). */
export function readProfile(): Profile | null {
  const raw = localStorage.getItem(storageKey);
  if (raw === cachedRaw) return cachedProfile;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    cachedProfile = hasToken(parsed) ? parsed : null;
    if (raw !== null && cachedProfile) void checkStoredProfile(raw, parsed);
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
