import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { AdNumberForm, AdNumberInWords } from './ad-number-search.tsx';

afterEach(() => vi.unstubAllGlobals());

const ad = makeEstateDetail({ estateId: 12345, type: 'house', title: 'Dom z ogrodem' });

/** The API knows ad 12345 only. */
function serve() {
  const fetch = vi.fn(async (path: string) =>
    path === '/api/estates/12345'
      ? Response.json(ad)
      : Response.json({ error: 'Nie znaleziono ogłoszenia.' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string) {
  renderInApp(
    <Routes>
      <Route
        path="/wyszukaj-ogloszenia"
        element={
          <>
            <AdNumberForm />
            <AdNumberInWords />
          </>
        }
      />
      <Route path="/dom/:slug/:estateId" element={<h1>Strona ogłoszenia</h1>} />
    </Routes>,
    path,
  );
}

describe('search by ad number', () => {
  it('goes straight to the ad whose number is typed into the words field', async () => {
    serve();
    renderAt('/wyszukaj-ogloszenia?words=nr%2012345');
    expect(await screen.findByRole('heading', { name: 'Strona ogłoszenia' })).toBeTruthy();
  });

  it('says in words that there is no such ad, and searches words that are not a number as words', async () => {
    const fetch = serve();
    renderAt('/wyszukaj-ogloszenia?words=%2399');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nie ma aktualnego ogłoszenia o numerze 99. Sprawdź numer albo wyszukaj ogłoszenia według kryteriów.',
    );
    fetch.mockClear();
    renderAt('/wyszukaj-ogloszenia?words=balkon%2012');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens an ad by the Numer ogłoszenia field, and asks for digits', async () => {
    serve();
    renderAt('/wyszukaj-ogloszenia');
    const field = screen.getByRole('textbox', { name: 'Numer ogłoszenia' });
    await userEvent.type(field, 'dom');
    await userEvent.click(screen.getByRole('button', { name: 'Przejdź do ogłoszenia' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Podaj numer ogłoszenia, np. 12345.');
    await userEvent.clear(field);
    await userEvent.type(field, '12345{Enter}');
    expect(await screen.findByRole('heading', { name: 'Strona ogłoszenia' })).toBeTruthy();
  });
});
