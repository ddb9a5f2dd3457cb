import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../test/profile.ts';
import { refreshProfile } from './profile-refresh.ts';
import { logout, startSession } from './session.ts';
import { readProfile } from './stored-profile.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  logout();
});

describe('profile refresh', () => {
  it("stores what the server says now (a new integration, the admin flag), keeping the session's token", async () => {
    const stored = makeProfile({ integrationId: 0, admin: false });
    startSession(stored);
    const fetch = vi.fn(async () =>
      Response.json({ ...stored, integrationId: 7, admin: true, token: 'ignored', expiration: 1 }),
    );
    vi.stubGlobal('fetch', fetch);

    await refreshProfile();

    expect(readProfile()).toEqual({ ...stored, integrationId: 7, admin: true });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(`/api/user/${stored.userId}/profile`);
    expect(new Headers(init.headers).get('Authorization')).toBe(`JWT ${stored.token}`);
  });

  it('ends a session whose token the server no longer takes, and keeps it when the server is away', async () => {
    startSession(makeProfile());
    vi.stubGlobal('fetch', async () => Response.json({ error: 'x' }, { status: 503 }));
    await refreshProfile();
    expect(readProfile()).not.toBeNull();

    vi.stubGlobal('fetch', async () => Response.json({ error: 'Wymagane zalogowanie.' }, { status: 401 }));
    await refreshProfile();
    expect(readProfile()).toBeNull();
  });

  it('asks nothing without a session', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await refreshProfile();
    expect(fetch).not.toHaveBeenCalled();
  });
});
