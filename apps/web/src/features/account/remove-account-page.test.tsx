import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/profile.ts';
import { renderInApp } from '../../../test/render.tsx';
import { startSession } from '../../api/session.ts';
import { readProfile } from '../../api/stored-profile.ts';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { RemoveAccount } from './remove-account-page.tsx';

function renderRemoval() {
  const profile = makeProfile();
  startSession(profile);
  return renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <FlashAlerts />
      <RemoveAccount profile={profile} />
    </QueryClientProvider>,
    '/usun-konto',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

describe('account removal', () => {
  it('asks for the password first and does nothing without it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRemoval();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto' }));
    expect(await screen.findByText('Wartość pola jest wymagana!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks first and does nothing when the person cancels', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRemoval();
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto' }));
    expect(confirm).toHaveBeenCalledWith('Czy na pewno chcesz usunąć konto?');
    expect(fetch).not.toHaveBeenCalled();
    expect(readProfile()).not.toBeNull();
  });

  it('removes the account with its password, logs out and says so', async () => {
    vi.stubGlobal('confirm', () => true);
    const fetch = vi.fn(async () => Response.json({ message: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    renderRemoval();
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Konto zostało usunięte.');
    await vi.waitFor(() => expect(readProfile()).toBeNull());
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([path, init.method, init.body]).toEqual([
      '/api/user/42/remove-account',
      'DELETE',
      JSON.stringify({ password: 'secret123' }),
    ]);
  });

  it("keeps the session and shows the server's reason for a wrong password", async () => {
    vi.stubGlobal('confirm', () => true);
    const wrong = 'Podane hasło jest niepoprawne. Konto nie zostało usunięte.';
    vi.stubGlobal('fetch', async () => Response.json({ error: wrong }, { status: 400 }));
    renderRemoval();
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'zle-haslo');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto' }));
    expect((await screen.findByRole('alert')).textContent).toBe(wrong);
    expect(readProfile()).not.toBeNull();
  });

  it('keeps the session and shows the error when the server fails', async () => {
    vi.stubGlobal('confirm', () => true);
    vi.stubGlobal('fetch', async () => Response.json({ error: 'x' }, { status: 500 }));
    renderRemoval();
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wystąpił błąd podczas usuwania konta!');
    expect(readProfile()).not.toBeNull();
  });
});
