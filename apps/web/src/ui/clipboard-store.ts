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

/** What a star did: whether the ad is now in the clipboard, and the oldest ad the limit pushed out, if any. */
export type ClipboardChange = { isSaved: boolean; dropped: number | null };

/**
 * Adds the ad or removes it. The FAQ's limit applies: past Limits.clipboardMax ids the oldest is dropped, and the
 * answer names it so that the person can be told.
 */
export function toggleClipboard(estateId: number): ClipboardChange {
  const ids = readClipboard();
  if (ids.includes(estateId)) {
    writeClipboard(ids.filter((id) => id !== estateId));
    return { isSaved: false, dropped: null };
  }
  const next = [...ids, estateId];
  const kept = next.slice(-Limits.clipboardMax);
  writeClipboard(kept);
  return { isSaved: true, dropped: next.length > kept.length ? (next[0] ?? null) : null };
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
