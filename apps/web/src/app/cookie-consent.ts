// Spec §4 'Cookie bar': shown until closed; closing it is the visitor's consent, remembered in this browser.
import { useSyncExternalStore } from 'react';

const storageKey = 'cookie-consent';
const listeners = new Set<() => void>();

export function hasCookieConsent(): boolean {
  return localStorage.getItem(storageKey) === 'accepted';
}

export function acceptCookies(): void {
  localStorage.setItem(storageKey, 'accepted');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieConsent(): boolean {
  return useSyncExternalStore(subscribe, hasCookieConsent, () => false);
}
