// What this browser hides from its lists: the `ukryte` cookie, which the server filters lists and the
// pages it renders by. A visitor's hiding is written here; a logged-in person's goes to the account, whose answer
// sets the cookie.
import {
  apiPaths,
  formatHiddenCookie,
  type HiddenSet,
  hiddenCookieName,
  nothingHidden,
  parseHiddenCookie,
} from '@portal/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiDelete, apiGet, apiPut } from '../api/client.ts';
import { readProfile } from '../api/stored-profile.ts';

export type HiddenKind = 'estate' | 'advertiser';

const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cachedSet: HiddenSet = nothingHidden;
// A year, as the server's cookie for accounts: hidden until shown again.
const maxAgeSeconds = 365 * 24 * 3600;

function readCookie(): string | undefined {
  const prefix = `${hiddenCookieName}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** What is hidden now; the same object until the cookie changes. */
export function readHidden(): HiddenSet {
  const raw = readCookie();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSet = parseHiddenCookie(raw);
  }
  return cachedSet;
}

function writeCookie(hidden: HiddenSet): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in Firefox and Safari
  document.cookie = `${hiddenCookieName}=${formatHiddenCookie(hidden)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

const field = (kind: HiddenKind) => (kind === 'estate' ? 'estateIds' : 'advertiserIds');
const apiPath = (userId: number, kind: HiddenKind, id: number) =>
  kind === 'estate' ? apiPaths.user.hiddenEstate(userId, id) : apiPaths.user.hiddenAdvertiser(userId, id);

/** Hides an ad or an advertiser, or shows it again; an account's refusal (its limit) throws its Polish message. */
export async function setHidden(client: QueryClient, kind: HiddenKind, id: number, isHidden: boolean) {
  const profile = readProfile();
  if (profile) {
    const path = apiPath(profile.userId, kind, id);
    await (isHidden ? apiPut(path) : apiDelete(path));
  } else {
    const hidden = readHidden();
    const ids = hidden[field(kind)].filter((other) => other !== id);
    writeCookie({ ...hidden, [field(kind)]: isHidden ? [id, ...ids] : ids });
  }
  for (const listener of listeners) listener();
  // A hidden ad leaves through this store (its card gives way to 'Cofnij'); anything else changes what lists hold.
  if (kind === 'advertiser' || !isHidden) await client.invalidateQueries({ queryKey: ['estates'] });
}

/**
 * Takes the account's hidden list into this browser (its answer sets the cookie): what was hidden on another device
 * since the login here.
 */
export async function syncHiddenFromAccount(userId: number): Promise<void> {
  await apiGet(apiPaths.user.hidden(userId));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/** The hidden set, re-rendering on changes; nothing on the server's render, which filtered the lists already. */
export function useHidden(): HiddenSet {
  return useSyncExternalStore(subscribe, readHidden, () => nothingHidden);
}

export function useSetHidden() {
  const client = useQueryClient();
  return (kind: HiddenKind, id: number, isHidden: boolean) => setHidden(client, kind, id, isHidden);
}
