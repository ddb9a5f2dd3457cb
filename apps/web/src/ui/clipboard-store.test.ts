import { Limits } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { setRawCookie } from '../../test/cookies.ts';
import { readClipboard, subscribeClipboard, toggleClipboard } from './clipboard-store.ts';

function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

describe('clipboard store', () => {
  it('adds an ad with the first toggle and removes it with the second, in the cookie named safe', () => {
    expect(toggleClipboard(7)).toEqual({ isSaved: true, dropped: null });
    expect(toggleClipboard(9)).toEqual({ isSaved: true, dropped: null });
    expect(readClipboard()).toEqual([7, 9]);
    expect(JSON.parse(cookieValue('safe') ?? 'null')).toEqual([7, 9]);

    expect(toggleClipboard(7)).toEqual({ isSaved: false, dropped: null });
    expect(readClipboard()).toEqual([9]);
    expect(JSON.parse(cookieValue('safe') ?? 'null')).toEqual([9]);
  });

  it(`keeps at most ${Limits.clipboardMax} ads, dropping the oldest and saying which`, () => {
    const ids = Array.from({ length: Limits.clipboardMax + 1 }, (_, index) => index + 1);
    const changes = ids.map((id) => toggleClipboard(id));
    expect(changes.at(-2)).toEqual({ isSaved: true, dropped: null });
    expect(changes.at(-1)).toEqual({ isSaved: true, dropped: 1 });
    expect(readClipboard()).toEqual(ids.slice(1));
    expect(readClipboard()).not.toContain(1);
  });

  it('writes a session cookie (no expiry), so the clipboard ends with the browser', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    toggleClipboard(3);
    const written = String(setter.mock.calls.at(-1)?.[0]);
    setter.mockRestore();
    expect(written).toMatch(/^safe=/);
    expect(written).not.toMatch(/expires|max-age/i);
  });

  it('reads ids another page left in the cookie and ignores garbage', () => {
    setRawCookie(`safe=${encodeURIComponent('[4,"x",5]')}; path=/`);
    expect(readClipboard()).toEqual([4, 5]);
    setRawCookie('safe=not-json; path=/');
    expect(readClipboard()).toEqual([]);
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeClipboard(listener);
    toggleClipboard(11);
    toggleClipboard(11);
    unsubscribe();
    toggleClipboard(12);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
