import type { FavouriteList } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateCard } from '../../../test/estate-card.ts';
import { makeProfile } from '../../../test/profile.ts';
import { renderInApp } from '../../../test/render.tsx';
import { clearProfile, writeProfile } from '../../api/stored-profile.ts';
import { Component as ClipboardPage } from './clipboard-page.tsx';

const card = (estateId: number, title: string, price: number) =>
  makeEstateCard({ estateId, title, description: 'Mieszkanie na sprzedaż.', price, area: 48, rooms: 2 });

const favourites: FavouriteList = {
  rows: [
    {
      estateId: 5,
      title: 'Kawalerka przy Rynku',
      starredPrice: 500_000,
      priceDrop: 20_000,
      card: card(5, 'Kawalerka przy Rynku', 480_000),
    },
    { estateId: 9, title: 'Dom pod lasem', starredPrice: 900_000, priceDrop: null, card: null },
  ],
  count: 2,
  mails: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearProfile();
});

describe('favourites of a logged-in person on /schowek', () => {
  it('marks a price drop and an ad no longer offered, removes it and turns the e-mails on', async () => {
    writeProfile(makeProfile());
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${path}`);
        if (path === '/api/user/42/favourites') return Response.json(favourites);
        if (path === '/api/user/42/favourites/ids') return Response.json([5, 9]);
        if (path === '/api/user/42/favourite-mails')
          return Response.json({ message: 'Będziemy informować.' });
        return Response.json({ message: 'ok' });
      }),
    );
    renderInApp(<ClipboardPage />, '/schowek');

    const current = await screen.findByRole('article');
    expect(within(current).getByText('Cena obniżona o 20 000 zł')).toBeTruthy();
    expect(screen.getByText('Dom pod lasem')).toBeTruthy();
    expect(screen.getByText('Ogłoszenie nieaktualne')).toBeTruthy();
    // The star follows the account: starred there, un-starred through the API.
    await userEvent.click(await within(current).findByRole('button', { name: 'Usuń ze schowka' }));
    expect(calls).toContain('DELETE /api/user/42/favourites/5');

    await userEvent.click(screen.getByRole('button', { name: 'Usuń z ulubionych: Dom pod lasem' }));
    expect(calls).toContain('DELETE /api/user/42/favourites/9');
    await userEvent.click(screen.getByRole('switch', { name: /Powiadamiaj mnie e-mailem/ }));
    expect(calls).toContain('PUT /api/user/42/favourite-mails');
  });
});
