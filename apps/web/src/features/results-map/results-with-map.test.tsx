import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { ResultsWithMap } from './results-with-map.tsx';

type Viewport = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
const setWidth = (width: number) =>
  (window as unknown as Viewport).happyDOM.setViewport({ width, height: 800 });

/** The API as the map calls it: one cluster of five ads for the search's criteria. */
function stubMapApi() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === '/api/estates/map-clusters' && url.searchParams.get('type') === 'apartment')
      return Response.json({ clusters: [{ lat: 52.2, lng: 21, count: 5 }], ads: [] });
    return new Response(null, { status: 404 });
  });
}

describe('the list and the map of results', () => {
  beforeEach(() => {
    setWidth(375);
    stubMapApi();
  });
  afterEach(() => {
    setWidth(1024);
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const renderResults = () =>
    renderInApp(
      <ResultsWithMap criteria="type=apartment&rent=0">
        <p>Lista ogłoszeń</p>
      </ResultsWithMap>,
    );

  it('on a phone shows the list, or the map once the switch asks for it', async () => {
    renderResults();
    const list = screen.getByText('Lista ogłoszeń');
    expect(list.closest('[hidden]')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Lista' }).checked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Mapa wyników' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Mapa' }));
    await screen.findByRole('region', { name: 'Mapa wyników' });
    expect(list.closest('[hidden]')).not.toBeNull();
    // The server's cluster, as a control that zooms into it.
    await screen.findByRole('button', { name: '5\u00a0ogłoszeń, przybliż' });

    await userEvent.click(screen.getByRole('radio', { name: 'Lista' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mapa wyników' })).toBeNull());
    expect(list.closest('[hidden]')).toBeNull();
  });

  it('on a wide screen shows the map beside the list', async () => {
    setWidth(1280);
    renderResults();
    await screen.findByRole('region', { name: 'Mapa wyników' });
    expect(screen.getByText('Lista ogłoszeń').closest('[hidden]')).toBeNull();
  });

  it("on a wide screen hides the map at the visitor's word, and remembers it on the next list", async () => {
    setWidth(1280);
    const { unmount } = renderResults();
    await screen.findByRole('region', { name: 'Mapa wyników' });

    await userEvent.click(screen.getByRole('button', { name: 'Ukryj mapę' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mapa wyników' })).toBeNull());
    expect(screen.getByText('Lista ogłoszeń').closest('[hidden]')).toBeNull();
    unmount();

    renderResults();
    expect(screen.queryByRole('region', { name: 'Mapa wyników' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż mapę' }));
    await screen.findByRole('region', { name: 'Mapa wyników' });
    expect(screen.getByRole('button', { name: 'Ukryj mapę' })).toBeTruthy();
  });
});
