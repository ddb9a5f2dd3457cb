// Spec §4 'Clipboard': favourite ad ids in the session cookie `safe` (a JSON array of numbers), newest last.
import { Limits } from '@portal/domain';
import { useSyncExternalStore } from 'react';

const cookieName = 'safe';
const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedIds: readonly number[] = [];

function readCookie(): string | undefined {
  const prefix = `${cookieName}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry?.slice(prefix.length);
}

function parseIds(raw: string | undefined): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** The ids in the clipboard, oldest first; the same array until the cookie changes. */
export function readClipboard(): readonly number[] {
  const raw = readCookie();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseIds(raw);
  }
  return cachedIds;
}

function writeClipboard(ids: readonly number[]): void {
  // No expiry: a session cookie, gone when the browser closes, as the FAQ promises.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in Firefox and Safari
  document.cookie = `${cookieName}=${encodeURIComponent(JSON.stringify(ids))}; path=/; SameSite=Lax`;
  for (const listener of listeners) listener();
}

export function isInClipboard(estateId: number): boolean {
  return readClipboard().includes(estateId);
}

/**
 * Adds the ad or removes it; answers whether it is now in the clipboard. The FAQ's limit applies: past
 * Limits.clipboardMax ids the oldest are dropped.
 */
export function toggleClipboard(estateId: number): boolean {
  const ids = readClipboard();
  if (ids.includes(estateId)) {
    writeClipboard(ids.filter((id) => id !== estateId));
    return false;
  }
  writeClipboard([...ids, estateId].slice(-Limits.clipboardMax));
  return true;
}

/** Listens to changes made in this tab; another tab's changes are picked up when this one regains focus. */
export function subscribeClipboard(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

export function useClipboard(): readonly number[] {
  return useSyncExternalStore(subscribeClipboard, readClipboard, () => cachedIds);
}
