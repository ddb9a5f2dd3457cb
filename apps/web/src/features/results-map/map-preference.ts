// Whether a desktop visitor hid the map beside the results: remembered in this browser (localStorage), for every
// list and search, until shown again. The server renders the map's place, as for a first visit.
import { useSyncExternalStore } from 'react';

const storageKey = 'portal:results-map-hidden';
const listeners = new Set<() => void>();

function isMapHidden(): boolean {
  try {
    return localStorage.getItem(storageKey) === '1';
  } catch {
    // Storage refused (a private mode): the map shows.
    return false;
  }
}

export function setMapHidden(hidden: boolean): void {
  try {
    if (hidden) localStorage.setItem(storageKey, '1');
    else localStorage.removeItem(storageKey);
  } catch {
    // Not remembered, but the choice still holds on this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useMapHidden(): boolean {
  return useSyncExternalStore(subscribe, isMapHidden, () => false);
}
