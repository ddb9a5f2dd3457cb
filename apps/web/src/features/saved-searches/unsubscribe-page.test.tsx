import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { Component as UnsubscribePage } from './unsubscribe-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function serve(isAccount: boolean) {
  const fetch = vi.fn(async (path: string) =>
    Response.json(
      path.includes('/remove/')
        ? { message: 'Wyszukiwanie zostało usunięte.' }
        : { message: 'Nie będziesz już otrzymywać powiadomień o tym wyszukiwaniu.', isAccount },
    ),
  );
  vi.stubGlobal('fetch', fetch);
  renderInApp(
    <Routes>
      <Route path="/wypisz-wyszukiwanie/:searchId/:secret" element={<UnsubscribePage />} />
    </Routes>,
    '/wypisz-wyszukiwanie/7/podpis',
  );
  return fetch;
}

describe('the unsubscribe link of an alert', () => {
  it('stops a visitor’s e-mails, keeps the search, and offers to remove it', async () => {
    const fetch = serve(false);
    await userEvent.click(screen.getByRole('button', { name: 'Wypisz mnie' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Nie będziesz już otrzymywać powiadomień o tym wyszukiwaniu. Wyszukiwanie pozostało zapisane, bez powiadomień e-mail.',
    );
    expect(fetch).toHaveBeenCalledWith('/api/saved-searches/7/unsubscribe/podpis', expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Usuń wyszukiwanie' }));
    expect((await screen.findByRole('status')).textContent).toBe('Wyszukiwanie zostało usunięte.');
    expect(fetch).toHaveBeenLastCalledWith('/api/saved-searches/7/remove/podpis', expect.anything());
  });

  it('sends an account’s owner to the saved searches list to turn them on again', async () => {
    serve(true);
    await userEvent.click(screen.getByRole('button', { name: 'Wypisz mnie' }));
    await screen.findByRole('status');
    expect(screen.getByRole('link', { name: 'Zapisane wyszukiwania' }).getAttribute('href')).toBe(
      '/zapisane-wyszukiwania',
    );
    expect(screen.queryByRole('button', { name: 'Usuń wyszukiwanie' })).toBeNull();
  });
});
