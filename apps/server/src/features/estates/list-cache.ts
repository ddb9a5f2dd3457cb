/**
 * A few seconds of memory for the hot public lists (issue 8): the same category page asked by many visitors at once
 * is read from the database once per `ttlSeconds`, and concurrent identical requests share that one read. Any
 * change to ads made through this instance clears it (app.ts, the import job), so an advertiser sees their edit at
 * once; with several instances, another instance's lists lag a change by at most `ttlSeconds`. 0 turns it off.
 */
export type ListCache = {
  read: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => void;
};

export function createListCache(ttlSeconds: number, maxEntries = 1000): ListCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  if (ttlSeconds <= 0) return { read: (_key, load) => load(), clear: () => {} };
  const read = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.expires > now) return entry.value as Promise<T>;
    if (entries.size >= maxEntries) {
      for (const [stale, { expires }] of entries) if (expires <= now) entries.delete(stale);
      // Still full of fresh entries: the oldest inserted one goes (a Map keeps insertion order).
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    }
    const value = load();
    entries.set(key, { expires: now + ttlSeconds * 1000, value });
    // A failed read is not remembered: the next request tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
  return { read, clear: () => entries.clear() };
}
