import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { Component as SearchPage } from './search-page.tsx';

const notANumber = 'Podana wartość nie jest liczbą!';

/** The API as it answers an address with a price that is not a number: a 400 naming the criterion. */
async function refusingApi(url: string): Promise<Response> {
  if (url.startsWith('/api/estates/search') && url.includes('priceFrom=abc'))
    return Response.json({ error: notANumber, fields: { priceFrom: notANumber } }, { status: 400 });
  if (url.startsWith('/api/estates/search')) return Response.json({ rows: [], count: 0 });
  return Response.json({}, { status: 404 });
}

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Adres">{`${pathname}${search}`}</output>;
}

describe('a search whose address the API refuses', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(refusingApi));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says which criterion is wrong and why, and offers the search without it', async () => {
    renderInApp(
      <>
        <SearchPage />
        <Address />
      </>,
      '/wyszukaj-ogloszenia?type=apartment&rent=0&priceFrom=abc',
    );

    // The message is a chunk of its own, loaded only for a refused search: a loaded machine takes a while.
    const refusal = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(refusal).getByText(/Cena od: Podana wartość nie jest liczbą!/)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Wczytywanie ogłoszeń' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zapisz wyszukiwanie' })).toBeNull();

    await userEvent.click(within(refusal).getByRole('link', { name: 'Usuń kryterium: Cena od' }));

    expect(screen.getByLabelText('Adres').textContent).toBe('/wyszukaj-ogloszenia?type=apartment&rent=0');
    expect(
      await screen.findByText('W chwili obecnej brak wyników dla podanych kryteriów wyszukiwania!'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
