import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../test/profile.ts';
import { discardExpiredProfile, logout, startSession, useProfile } from './session.ts';

describe('session', () => {
  it('keeps a profile whose token is still valid', () => {
    startSession(makeProfile());
    const reload = vi.fn();
    expect(discardExpiredProfile(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(renderHook(() => useProfile()).result.current?.email).toBe('jan@example.pl');
  });

  it('discards an expired profile and reloads the page', () => {
    startSession(makeProfile({ expiration: Math.floor(Date.now() / 1000) - 1 }));
    const reload = vi.fn();
    expect(discardExpiredProfile(reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(renderHook(() => useProfile()).result.current).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('shows login and logout to components at once', () => {
    const { result } = renderHook(() => useProfile());
    expect(result.current).toBeNull();
    act(() => startSession(makeProfile()));
    expect(result.current?.userId).toBe(42);
    act(() => logout());
    expect(result.current).toBeNull();
  });

  it('ignores a stored value that is not a profile', () => {
    localStorage.setItem('profile', '{"token":1}');
    expect(renderHook(() => useProfile()).result.current).toBeNull();
  });
});
