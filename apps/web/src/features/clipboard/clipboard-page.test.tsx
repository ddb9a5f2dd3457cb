import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRawCookie } from '../../../test/cookies.ts';
import { makeEstateCard } from '../../../test/estate-card.ts';
import { renderInApp } from '../../../test/render.tsx';
import { readClipboard } from '../../ui/clipboard-store.ts';
import { Component as ClipboardPage } from './clipboard-page.tsx';

const card = (estateId: number, title: string) =>
  makeEstateCard({
    estateId,
    rent: 1,
    title,
    description: 'Mieszkanie do wynajęcia.',
    price: 2500,
    area: 48,
    rooms: 2,
  });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInApp(
    <QueryClientProvider client={client}>
      <ClipboardPage />
    </QueryClientProvider>,
    '/schowek',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('clipboard page', () => {
  it('says the clipboard is empty without asking the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Schowek' })).toBeTruthy();
    expect(screen.getByText('W chwili obecnej w schowku nie ma dodanych żadnych ofert!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the starred ads and drops a card when its star is removed', async () => {
    setRawCookie(`safe=${encodeURIComponent('[5,9]')}; path=/`);
    const fetchMock = vi.fn(async (path: string) => {
      const ids = JSON.parse(new URL(path, 'http://x').searchParams.get('estateId') ?? '[]') as number[];
      const rows = [card(5, 'Kawalerka przy Rynku'), card(9, 'Dwa pokoje na Kazimierzu')].filter((row) =>
        ids.includes(row.estateId),
      );
      return new Response(JSON.stringify({ rows, count: rows.length }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();

    expect(await screen.findByRole('link', { name: 'Kawalerka przy Rynku' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/estates/safe?estateId=${encodeURIComponent('[5,9]')}`);
    await userEvent.click(screen.getAllByRole('button', { name: 'Usuń ze schowka' })[0] as HTMLElement);

    expect(screen.queryByRole('link', { name: 'Kawalerka przy Rynku' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dwa pokoje na Kazimierzu' })).toBeTruthy();
    expect(readClipboard()).toEqual([9]);

    await userEvent.click(screen.getByRole('button', { name: 'Usuń ze schowka' }));
    expect(screen.getByText('W chwili obecnej w schowku nie ma dodanych żadnych ofert!')).toBeTruthy();
  });
});
