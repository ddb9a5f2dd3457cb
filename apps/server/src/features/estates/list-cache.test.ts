import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListCache } from './list-cache.ts';

describe('the cache of public lists', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same key from memory within its seconds, and reads again after them', async () => {
    vi.useFakeTimers();
    const cache = createListCache(5);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache('/api/estates/mieszkania/sprzedaz', load)).toBe(1);
    expect(await cache('/api/estates/mieszkania/sprzedaz', load)).toBe(1);
    expect(await cache('/api/estates/domy/sprzedaz', load)).toBe(2);
    vi.advanceTimersByTime(5001);
    expect(await cache('/api/estates/mieszkania/sprzedaz', load)).toBe(3);
  });

  it('lets concurrent identical requests share one read', async () => {
    const cache = createListCache(5);
    let reads = 0;
    const load = async () => ++reads;
    expect(await Promise.all([cache('a', load), cache('a', load), cache('a', load)])).toEqual([1, 1, 1]);
  });

  it('does not remember a failed read', async () => {
    const cache = createListCache(5);
    await expect(cache('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('a', async () => 'up')).toBe('up');
  });

  it('reads every time when off (0 seconds)', async () => {
    const cache = createListCache(0);
    let reads = 0;
    const load = async () => ++reads;
    await cache('a', load);
    expect(await cache('a', load)).toBe(2);
  });

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const cache = createListCache(60, 2);
    let reads = 0;
    const load = async () => ++reads;
    await cache('a', load);
    await cache('b', load);
    await cache('c', load);
    expect(await cache('b', load)).toBe(2);
    expect(await cache('a', load)).toBe(4);
  });
});
