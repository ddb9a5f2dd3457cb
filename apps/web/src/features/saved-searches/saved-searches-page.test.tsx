import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/profile.ts';
import { renderInApp } from '../../../test/render.tsx';
import { logout, startSession } from '../../api/session.ts';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { Component as SavedSearchesPage } from './saved-searches-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  logout();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

const search = {
  searchId: 7,
  name: 'Kraków do 600 tys.',
  criteria: { type: 'apartment', rent: '0', city: '950463', priceTo: '600000' },
  frequency: 'instant',
  createdAt: '2026-11-20T10:00:00.000Z',
  cityName: 'Kraków',
};

function serve(list: object[]) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) =>
    init?.method && init.method !== 'GET'
      ? Response.json({
          message: init.method === 'DELETE' ? 'Wyszukiwanie zostało usunięte.' : 'Zmiany zostały zapisane.',
        })
      : Response.json(path === '/api/saved-searches' ? list : []),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  startSession(makeProfile());
  renderInApp(
    <>
      <FlashAlerts />
      <SavedSearchesPage />
    </>,
    '/zapisane-wyszukiwania',
  );
}

describe('the saved searches page', () => {
  it('says a search’s criteria, renames it and switches it to a daily digest', async () => {
    const fetch = serve([search]);
    renderPage();
    const row = await screen.findByRole('listitem', { name: search.name });
    expect(within(row).getByRole('link', { name: 'Pokaż wyniki' }).getAttribute('href')).toBe(
      '/wyszukaj-ogloszenia?type=apartment&rent=0&city=950463&priceTo=600000',
    );
    expect(within(row).getByText(/^Mieszkania na sprzedaż · Kraków · do 600/).textContent).toBe(
      'Mieszkania na sprzedaż · Kraków · do 600\u00a0000\u00a0zł',
    );
    const name = within(row).getByLabelText('Nazwa');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kraków');
    await userEvent.selectOptions(within(row).getByLabelText('Powiadomienia'), 'raz dziennie');
    await userEvent.click(within(row).getByRole('button', { name: 'Zapisz zmiany' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Zmiany zostały zapisane.');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT') as unknown as [
      string,
      RequestInit,
    ];
    expect([put[0], JSON.parse(String(put[1].body))]).toEqual([
      '/api/saved-searches/7',
      { name: 'Kraków', frequency: 'daily' },
    ]);
  });

  it('shows a search unsubscribed from its e-mails as such, and turns them back on', async () => {
    const fetch = serve([{ ...search, frequency: 'off' }]);
    renderPage();
    const row = await screen.findByRole('listitem', { name: search.name });
    const frequency = within(row).getByLabelText('Powiadomienia') as HTMLSelectElement;
    expect(frequency.selectedOptions[0]?.textContent).toBe('wyłączone');
    await userEvent.selectOptions(frequency, 'natychmiast');
    await userEvent.click(within(row).getByRole('button', { name: 'Zapisz zmiany' }));
    await screen.findByRole('alert');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(put[1].body))).toMatchObject({ frequency: 'instant' });
  });

  it('removes a search after the browser’s confirm', async () => {
    vi.stubGlobal('confirm', () => true);
    const fetch = serve([search]);
    renderPage();
    const row = await screen.findByRole('listitem', { name: search.name });
    await userEvent.click(within(row).getByRole('button', { name: 'Usuń' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wyszukiwanie zostało usunięte.');
    expect(
      fetch.mock.calls.some(([path, init]) => path === '/api/saved-searches/7' && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('says how to save one when there are none', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText(/Nie masz zapisanych wyszukiwań/)).toBeTruthy();
  });
});
