import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateCard } from '../../../test/estate-card.ts';
import { renderInApp } from '../../../test/render.tsx';
import { readRecentlyViewed, rememberViewed } from '../../ui/recently-viewed-store.ts';
import { RecentlyViewedOnHome } from './recently-viewed-on-home.tsx';
import { Component as RecentlyViewedPage } from './recently-viewed-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The API's cards of the ids asked for, in their order; ad 404 has gone off-line. */
function serveCards() {
  const fetch = vi.fn(async (path: string) => {
    const ids: number[] = JSON.parse(new URLSearchParams(path.split('?')[1]).get('estateId') ?? '[]');
    const rows = ids
      .filter((id) => id !== 404)
      .map((estateId) => makeEstateCard({ estateId, title: `Mieszkanie ${estateId}` }));
    return Response.json({ rows, count: rows.length });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((title) => title.textContent);

describe('Ostatnio oglądane', () => {
  it('remembers the last ten ads opened, newest first, each once', () => {
    for (let id = 1; id <= 12; id++) rememberViewed(id);
    rememberViewed(5);
    expect(readRecentlyViewed()).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('lists the ads opened, still online, and forgets them on request', async () => {
    for (const id of [7, 404, 3]) rememberViewed(id);
    const fetch = serveCards();
    renderInApp(<RecentlyViewedPage />, '/ostatnio-ogladane');
    await screen.findByText('Mieszkanie 3');
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/estates/safe?estateId=${encodeURIComponent('[3,404,7]')}`);
    expect(cardTitles()).toEqual(['Mieszkanie 3', 'Mieszkanie 7']);

    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść listę' }));
    expect(screen.getByText(/Nie ma tu jeszcze żadnych ogłoszeń/)).toBeTruthy();
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('shows them on the home page only to a browser that has opened some', async () => {
    serveCards();
    renderInApp(<RecentlyViewedOnHome />);
    expect(screen.queryByRole('heading', { name: 'Ostatnio oglądane' })).toBeNull();
    act(() => rememberViewed(9));
    expect(await screen.findByRole('heading', { name: 'Ostatnio oglądane' })).toBeTruthy();
    expect(await screen.findByText('Mieszkanie 9')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Zobacz wszystkie ostatnio oglądane' }).getAttribute('href'),
    ).toBe('/ostatnio-ogladane');
  });
});
