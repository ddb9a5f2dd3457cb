import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListCache } from './list-cache.ts';

describe('the cache of public lists', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same key from memory within its seconds, and reads again after them', async () => {
    vi.useFakeTimers();
    const cache = createListCache(5);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.read('/api/estates/mieszkania/sprzedaz', load)).toBe(1);
    expect(await cache.read('/api/estates/mieszkania/sprzedaz', load)).toBe(1);
    expect(await cache.read('/api/estates/domy/sprzedaz', load)).toBe(2);
    vi.advanceTimersByTime(5001);
    expect(await cache.read('/api/estates/mieszkania/sprzedaz', load)).toBe(3);
  });

  it('lets concurrent identical requests share one read', async () => {
    const cache = createListCache(5);
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([cache.read('a', load), cache.read('a', load), cache.read('a', load)])).toEqual([
      1, 1, 1,
    ]);
  });

  it('does not remember a failed read', async () => {
    const cache = createListCache(5);
    await expect(cache.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('a', async () => 'up')).toBe('up');
  });

  it('reads every time when off (0 seconds)', async () => {
    const cache = createListCache(0);
    let reads = 0;
    const load = async () => ++reads;
    await cache.read('a', load);
    expect(await cache.read('a', load)).toBe(2);
  });

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const cache = createListCache(60, { maxEntries: 2 });
    let reads = 0;
    const load = async () => ++reads;
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('c', load);
    expect(await cache.read('b', load)).toBe(2);
    expect(await cache.read('a', load)).toBe(4);
  });

  it('forgets its lists on a change here and tells the others; on their change it only forgets', async () => {
    const told: string[] = [];
    const cache = createListCache(60, { announce: () => told.push('told the other instances') });
    cache.onForget(() => told.push('forgot estimates and anchors'));
    let reads = 0;
    const load = async () => ++reads;
    await cache.read('a', load);
    cache.clear();
    expect(await cache.read('a', load)).toBe(2);
    expect(told).toEqual(['forgot estimates and anchors', 'told the other instances']);
    cache.forget();
    expect(await cache.read('a', load)).toBe(3);
    expect(told).toHaveLength(3);
  });

  it('tells what was built from the lists whenever they are forgotten, here or on another instance', () => {
    for (const seconds of [60, 0]) {
      const cache = createListCache(seconds);
      let pagesCleared = 0;
      cache.onForget(() => pagesCleared++);
      cache.clear();
      cache.forget();
      expect(pagesCleared, `${seconds} s`).toBe(2);
    }
  });
});
