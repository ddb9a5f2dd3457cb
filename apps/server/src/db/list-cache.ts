import { sharedWithinBudget } from '../../db/statement-budget.ts';

/**
 * A few seconds of memory for the hot public lists (issue 8): the same category page asked by many visitors at once
 * is read from the database once per `ttlSeconds`, and concurrent identical requests share that one read. A change
 * to ads made through this instance clears it (app.ts, the import job) and is announced to the other instances on
 * the database, which forget their lists too, so an advertiser sees their edit at once on any of them. 0 turns the
 * memory of answers off; estimates and anchors (`onForget`) are forgotten all the same.
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

type ListCacheOptions = { maxEntries?: number; onForget?: () => void; announce?: () => void };

export function createListCache(
  ttlSeconds: number,
  { maxEntries = 1000, onForget = () => {}, announce = () => {} }: ListCacheOptions = {},
): ListCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  const listeners = new Set([onForget]);
  const forget = () => {
    entries.clear();
    for (const listener of listeners) listener();
  };
  const clear = () => {
    forget();
    announce();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
  };
  if (ttlSeconds <= 0) return { read: (_key, load) => load(), clear, forget, onForget: subscribe };
  const read = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    if (entries.size >= maxEntries) {
      for (const [stale, { expires }] of entries) if (expires <= now) entries.delete(stale);
      // Still full of fresh entries: the oldest inserted one goes (a Map keeps insertion order).
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    }
    // Other requests may wait for this read: it is not stopped when this one's client goes away.
    const value = sharedWithinBudget(load);
    entries.set(key, { expires: now + ttlSeconds * 1000, value });
    // A failed read is not remembered: the next request tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
  return { read, clear, forget, onForget: subscribe };
}
