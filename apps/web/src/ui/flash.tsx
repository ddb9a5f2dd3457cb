// Flash alerts of spec §8: every outcome message appears here, green for success and red for errors.
import { Alert, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';

export type FlashKind = 'success' | 'error';
export type Flash = { id: number; kind: FlashKind; text: string; createdAt: number };

/** A flash outlives the navigation its action triggers (a lazy page may take a moment), but not the next one. */
const survivesNavigationMs = 3000;
const maxShown = 3;
const listeners = new Set<() => void>();
let flashes: readonly Flash[] = [];
let nextId = 1;

function update(next: readonly Flash[]): void {
  flashes = next;
  for (const listener of listeners) listener();
}

export function showFlash(kind: FlashKind, text: string): void {
  // The same message twice (e.g. a double submit) is shown once, as the newest.
  const others = flashes.filter((flash) => flash.text !== text);
  update([...others, { id: nextId++, kind, text, createdAt: Date.now() }].slice(-maxShown));
}

export function dismissFlash(id: number): void {
  update(flashes.filter((flash) => flash.id !== id));
}

/** Called on navigation: drops the messages that belong to a page the user has left. */
export function dropStaleFlashes(now: number = Date.now()): void {
  const fresh = flashes.filter((flash) => now - flash.createdAt < survivesNavigationMs);
  if (fresh.length !== flashes.length) update(fresh);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFlashes(): readonly Flash[] {
  return useSyncExternalStore(
    subscribe,
    () => flashes,
    () => flashes,
  );
}

export function FlashAlerts() {
  const current = useFlashes();
  if (current.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {current.map((flash) => (
        <Alert
          key={flash.id}
          role="alert"
          color={flash.kind === 'success' ? 'green' : 'red'}
          variant="light"
          withCloseButton
          closeButtonLabel="Zamknij"
          onClose={() => dismissFlash(flash.id)}
        >
          {flash.text}
        </Alert>
      ))}
    </Stack>
  );
}
