import { createMemoryCache } from '../infra/memory/memory-cache.ts';
import type { Database } from './client.ts';
import { announceListChange, listenForListChanges } from './list-changes.ts';
import { sharedWithinBudget } from './statement-budget.ts';

/**
 * A few seconds of memory for the hot public lists: the same category page asked by many visitors at once is read
 * from the database once per `ttlSeconds`, and concurrent identical requests share that one read. A change to ads
 * made through this instance clears it (app.ts, the import job) and is announced to the other instances on the
 * database, which forget their lists too, so an advertiser sees their edit at once on any of them. 0 turns the
 * memory of answers off; what is built from the lists (`onForget`) is forgotten all the same.
 */
export type ListCache = {
  read: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /** After a change to ads through this instance: forgets the lists here and tells the other instances. */
  clear: () => void;
  /** After another instance's change: forgets the lists here only. */
  forget: () => void;
  /** Calls `listener` whenever the lists are forgotten, by either path: what is built from them goes too. */
  onForget: (listener: () => void) => void;
};

type ListCacheOptions = { maxEntries?: number; announce?: () => void };

export function createListCache(
  ttlSeconds: number,
  { maxEntries = 1000, announce = () => {} }: ListCacheOptions = {},
): ListCache {
  const answers = createMemoryCache<unknown>({ ttlMs: ttlSeconds * 1000, max: maxEntries });
  const listeners = new Set<() => void>();
  const forget = () => {
    answers.clear();
    for (const listener of listeners) listener();
  };
  return {
    // Other requests may wait for this read: it is not stopped when this one's client goes away. Kept nowhere, a
    // read is its caller's alone.
    read: <T>(key: string, load: () => Promise<T>) =>
      ttlSeconds > 0 ? (answers.read(key, () => sharedWithinBudget(load)) as Promise<T>) : load(),
    clear: () => {
      forget();
      announce();
    },
    forget,
    onForget: (listener) => {
      listeners.add(listener);
    },
  };
}

type Log = { warn: (details: object, message: string) => void };

/**
 * The list cache of a running server. On PostgreSQL its changes are announced to the other instances, and once
 * `listen` is called theirs are heard, on a connection of its own (LISTEN/NOTIFY, list-changes.ts); the embedded
 * database has no other instance. `close` stops listening.
 */
export function openListCache(database: Database, ttlSeconds: number) {
  let log: Log = console;
  let stopListening = async () => {};
  if (database.kind !== 'postgres')
    return { ...createListCache(ttlSeconds), listen: () => {}, close: () => stopListening() };
  const announce = () =>
    announceListChange(database.db).catch((error: unknown) =>
      log.warn({ err: error }, 'could not tell other instances that ads changed'),
    );
  const cache = createListCache(ttlSeconds, { announce: () => void announce() });
  const listen = (serverLog: Log) => {
    log = serverLog;
    stopListening = listenForListChanges(database.directUrl, cache.forget, log);
  };
  return { ...cache, listen, close: () => stopListening() };
}
