import { LRUCache } from 'lru-cache';

/**
 * Answers kept in memory for `ttlMs`, at most `max` of them (the least recently read goes first). Concurrent reads
 * of a key share one load; a load that fails, or whose answer `keep` refuses, is not kept, so the next read tries
 * again. A `ttlMs` of 0 keeps nothing.
 */
export type MemoryCache<T> = {
  read: (key: string, load: () => Promise<T>, keep?: (answer: T) => boolean) => Promise<T>;
  clear: () => void;
};

// Date.now rather than performance.now: the time tests move with fake timers.
const clock = { now: () => Date.now() };

export function createMemoryCache<T>({ ttlMs, max }: { ttlMs: number; max: number }): MemoryCache<T> {
  if (ttlMs <= 0) return { read: (_key, load) => load(), clear: () => {} };
  const entries = new LRUCache<string, Promise<T>>({ max, ttl: ttlMs, perf: clock, ttlResolution: 0 });
  const drop = (key: string, entry: Promise<T>) => {
    if (entries.get(key, { allowStale: true }) === entry) entries.delete(key);
  };
  const read = (key: string, load: () => Promise<T>, keep: (answer: T) => boolean = () => true) => {
    const known = entries.get(key);
    if (known) return known;
    const entry = load();
    entries.set(key, entry);
    entry.then(
      (answer) => keep(answer) || drop(key, entry),
      () => drop(key, entry),
    );
    return entry;
  };
  return { read, clear: () => entries.clear() };
}
