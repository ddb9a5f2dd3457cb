import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateCard } from '../../../test/estate-card.ts';
import { renderInApp } from '../../../test/render.tsx';
import { Component as EstatePage } from './estate-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const gone = {
  estateId: 7,
  type: 'house',
  rent: 1,
  city: { cityId: 950463, city: 'Kraków' },
  district: 'Bronowice',
  street: 'ul. Długa 1',
  area: 120,
  rooms: 5,
  price: 4200,
  related: [makeEstateCard({ estateId: 8, title: 'Dom z ogrodem obok' })],
};

/** The API: ad 7 is gone (its detail a 404, its summary there); any other number never was an ad. */
function serve() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === '/api/estates/7/archived'
        ? Response.json(gone)
        : Response.json({ error: 'Nie znaleziono ogłoszenia.' }, { status: 404 }),
    ),
  );
}

const renderAt = (path: string) =>
  renderInApp(
    <Routes>
      <Route path="/dom/:slug/:estateId" element={<EstatePage />} />
    </Routes>,
    path,
  );

describe('the page of an ad no longer online', () => {
  it('says the ad is no longer current, what it was, and shows current offers like it', async () => {
    serve();
    renderAt('/dom/dom-z-ogrodem/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'To ogłoszenie jest już nieaktualne' }),
    ).toBeTruthy();
    expect(screen.getByText('Dom na wynajem, Kraków, Bronowice, ul. Długa 1')).toBeTruthy();
    expect(screen.getByText(/^120 m² · 5 pokoi · ostatnia cena 4 200 zł\/mies\. · nr 7$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Podobne aktualne oferty' })).toBeTruthy();
    expect(screen.getByText('Dom z ogrodem obok')).toBeTruthy();
  });

  it('keeps the not-found view for a number that never was an ad', async () => {
    serve();
    renderAt('/dom/cos/999');
    expect(await screen.findByRole('link', { name: 'Przejdź do strony głównej' })).toBeTruthy();
    expect(document.title).toContain('Nie znaleziono ogłoszenia');
    expect(screen.queryByText('To ogłoszenie jest już nieaktualne')).toBeNull();
  });
});
