// Flash alerts of spec §8: every outcome message appears here, green for success and red for errors. The alerts
// on screen are the outcome of the last action only: a wrong password followed by the right one must not leave the
// old red message above the new result.
import { Alert, Stack } from '@mantine/core';
import { useEffect, useRef, useSyncExternalStore } from 'react';

export type FlashKind = 'success' | 'error';
export type Flash = { id: number; kind: FlashKind; text: string; createdAt: number; outcome: number };

/** A flash outlives the navigation its action triggers (a lazy page may take a moment), but not the next one. */
const survivesNavigationMs = 3000;
const listeners = new Set<() => void>();
let flashes: readonly Flash[] = [];
let nextId = 1;
let currentOutcome = 0;
let isOutcomeOpen = false;

function update(next: readonly Flash[]): void {
  flashes = next;
  for (const listener of listeners) listener();
}

/**
 * The messages shown in one task (the rejected files of one drop) are one outcome and appear together; the first
 * message of a later task starts a new outcome and replaces them.
 */
function outcomeOfThisTask(): number {
  if (!isOutcomeOpen) {
    currentOutcome += 1;
    isOutcomeOpen = true;
    queueMicrotask(() => {
      isOutcomeOpen = false;
    });
  }
  return currentOutcome;
}

export function showFlash(kind: FlashKind, text: string): void {
  const outcome = outcomeOfThisTask();
  // The same message twice in one outcome is shown once.
  const sameOutcome = flashes.filter((flash) => flash.outcome === outcome && flash.text !== text);
  // All of them: one drop of photos gives one message per refused file.
  update([...sameOutcome, { id: nextId++, kind, text, createdAt: Date.now(), outcome }]);
}

/** For an action whose outcome is not a message (a login lands on the next page): the old messages go. */
export function clearFlashes(): void {
  if (flashes.length > 0) update([]);
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

/**
 * The alerts above the page. A new outcome is scrolled into view (the html's scroll-padding keeps it below the
 * sticky header): on a phone the form that caused it may be far below. Each alert is role=alert, so a screen
 * reader announces it wherever its focus is.
 */
export function FlashAlerts() {
  const current = useFlashes();
  const stack = useRef<HTMLDivElement>(null);
  const outcome = current.at(-1)?.outcome;

  useEffect(() => {
    if (outcome !== undefined) stack.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);

  if (current.length === 0) return null;
  return (
    <Stack ref={stack} gap="xs" mb="md">
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
