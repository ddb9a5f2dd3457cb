// The list sort order of spec §4: one choice for every list, kept for the browser session, newest by default.
import { defaultSort, type SortKey, type SortOption, sortOptionByKey } from '@portal/domain';
import { useSyncExternalStore } from 'react';

const storageKey = 'portal.listSort';
const listeners = new Set<() => void>();

function readSortKey(): string {
  try {
    return sessionStorage.getItem(storageKey) ?? defaultSort.key;
  } catch {
    // Storage can be blocked (privacy settings); the default order still works.
    return defaultSort.key;
  }
}

/** Remembers the order for the session and tells every list on the page to re-read it. */
export function setListSort(key: SortKey): void {
  try {
    sessionStorage.setItem(storageKey, key);
  } catch {
    // See readSortKey: without storage the choice lasts only until the next read.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current sort option; the list that fetches and the dropdown that changes it stay in step. */
export function useListSort(): SortOption {
  const key = useSyncExternalStore(subscribe, readSortKey, () => defaultSort.key);
  return sortOptionByKey(key);
}
