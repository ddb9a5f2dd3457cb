type Options = { windowMs: number; maxEntries: number; now?: () => number };

/**
 * Remembers when each visitor last hit each ad, so that reloading a page does not count it again. In memory, per
 * server instance, with a cap (oldest entries go first): a visitor balanced onto another instance may be counted
 * once more, which is acceptable for view statistics. A Map keeps insertion order, so it works as an LRU.
 */
export class VisitorWindow {
  readonly #seen = new Map<string, number>();
  readonly #windowMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor({ windowMs, maxEntries, now = Date.now }: Options) {
    this.#windowMs = windowMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /** True when the key was not seen within the window; the hit is then remembered. */
  isFirstHit(key: string): boolean {
    const now = this.#now();
    const last = this.#seen.get(key);
    if (last !== undefined && now - last < this.#windowMs) return false;
    this.#seen.delete(key);
    this.#seen.set(key, now);
    if (this.#seen.size > this.#maxEntries) {
      const oldest = this.#seen.keys().next();
      if (!oldest.done) this.#seen.delete(oldest.value);
    }
    return true;
  }

  /** Drops a hit that turned out not to count (e.g. the ad does not exist). */
  forget(key: string): void {
    this.#seen.delete(key);
  }
}
