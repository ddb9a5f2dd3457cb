// 'Ostatnio oglądane': the ads this browser opened last, newest first, in localStorage. No account and no server:
// the list is the visitor's own, on their device, and costs the portal nothing.
import { useSyncExternalStore } from 'react';

const storageKey = 'ostatnio-ogladane';
/** As many as a visitor goes back to; older ones fall off. */
export const recentlyViewedMax = 10;

const listeners = new Set<() => void>();
const none: readonly number[] = [];
let cachedRaw: string | null = null;
let cachedIds: readonly number[] = none;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    // Storage switched off (a private window of some browsers): nothing remembered.
    return null;
  }
}

function parseIds(raw: string | null): readonly number[] {
  if (!raw) return none;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return none;
    return value.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, recentlyViewedMax);
  } catch {
    return none;
  }
}

/** The ids of the ads opened last, newest first; the same array until the list changes. */
export function readRecentlyViewed(): readonly number[] {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseIds(raw);
  }
  return cachedIds;
}

function write(ids: readonly number[]) {
  try {
    if (ids.length === 0) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, JSON.stringify(ids));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Puts the ad first, once. */
export function rememberViewed(estateId: number) {
  const ids = readRecentlyViewed();
  if (ids[0] === estateId) return;
  write([estateId, ...ids.filter((id) => id !== estateId)].slice(0, recentlyViewedMax));
}

export const clearRecentlyViewed = () => write([]);

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab opening an ad changes the list too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The list, kept current; empty on the server, whose render knows no browser's storage. */
export const useRecentlyViewed = () => useSyncExternalStore(subscribe, readRecentlyViewed, () => none);
