import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateCard } from '../../../test/estate-card.ts';
import { renderInApp } from '../../../test/render.tsx';
import { errorPageText } from '../../ui/error-view.tsx';
import { Component as AgencyPage } from './agency-page.tsx';

const agency = {
  userId: 8,
  name: 'Nowe Osiedla',
  kind: 'developer',
  logo: '/logo/8-ab12.webp',
  address: 'ul. Zabłocie 20',
  cityCode: '30-701',
  phone: '12 345 67 89',
};
const card = makeEstateCard({
  title: 'Mieszkanie na Zabłociu',
  seller: { userId: 8, kind: 'developer', name: agency.name },
});

/** The API as the page calls it: the company (or a 404), then 30 of its ads, 24 a page. */
function stubApi(company: unknown) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/agency'))
      return company
        ? Response.json(company)
        : Response.json({ error: 'Nie znaleziono firmy.' }, { status: 404 });
    return Response.json({ rows: [card], count: 30 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPage = (path: string) =>
  renderInApp(
    <Routes>
      <Route path="/firmy/:slug/:userId/:page?" element={<AgencyPage />} />
    </Routes>,
    path,
  );

afterEach(() => vi.unstubAllGlobals());

describe('a company page', () => {
  it("shows the company's name, kind, logo, address and phone, then its offers in pages", async () => {
    const fetch = stubApi(agency);
    renderPage('/firmy/nowe-osiedla/8?sort=cena-rosnaco');
    expect(screen.getByRole('status', { name: 'Wczytywanie strony firmy' })).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Nowe Osiedla' })).toBeTruthy();
    expect(screen.getByText('Deweloper')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo: Nowe Osiedla' }).getAttribute('src')).toBe(
      '/logo/8-ab12.webp',
    );
    expect(screen.getByText('ul. Zabłocie 20, 30-701')).toBeTruthy();
    expect(screen.queryByText('12 345 67 89')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż numer telefonu' }));
    expect(screen.getByRole('link', { name: '12 345 67 89' }).getAttribute('href')).toBe('tel:123456789');

    expect(screen.getByRole('heading', { level: 2, name: 'Oferty dewelopera' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Mieszkanie na Zabłociu' })).toBeTruthy();
    // The list in the address's sort, and its next page at the company's address.
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
      '/api/estates/user/8?page=1&sortBy=price&sortOrder=ASC',
    );
    expect(screen.getByRole('link', { name: 'Strona 2' }).getAttribute('href')).toBe(
      '/firmy/nowe-osiedla/8/oferty-2?sort=cena-rosnaco',
    );
  });

  it("names an agency's list as Otodom does", async () => {
    stubApi({ ...agency, kind: 'agency', logo: null });
    renderPage('/firmy/nowe-osiedla/8');
    expect(await screen.findByRole('heading', { level: 2, name: 'Oferty biura' })).toBeTruthy();
    expect(screen.getByText('Biuro nieruchomości')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the not-found view for a private person's account or an unknown id", async () => {
    stubApi(undefined);
    renderPage('/firmy/anna/9');
    expect(await screen.findByText(errorPageText)).toBeTruthy();
  });
});
