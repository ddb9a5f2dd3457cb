import type { PropertyAdmin } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { Component as PropertiesPage } from './properties-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const offer = {
  address: 'ul. lipowa 5',
  area: 52,
  rooms: 2,
  floor: 3,
  photos: 5,
  online: true,
  firstSeenAt: '2026-10-01T10:00:00.000Z',
};
const property: PropertyAdmin = {
  propertyId: 77,
  firstSeenAt: '2026-10-01T10:00:00.000Z',
  offers: [
    { ...offer, historyId: 1, estateId: 12, advertiser: 'Biuro Nieruchomości Kowalski', price: 650_000 },
    { ...offer, historyId: 2, estateId: 15, advertiser: 'Dom i Mieszkanie', price: 640_000 },
  ],
  matches: [
    {
      action: 'joined',
      historyId: 2,
      otherHistoryId: 1,
      score: 115,
      byAdmin: false,
      evidence: { sharedPhotos: 4 },
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
};

describe('the admin page of properties', () => {
  it("shows the ad's property with its offers and splits one out with 'Rozdziel'", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? Response.json({ message: 'ok' }) : Response.json(property),
    );
    vi.stubGlobal('fetch', fetch);
    renderInApp(
      <QueryClientProvider client={new QueryClient()}>
        <PropertiesPage />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Numer ogłoszenia'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż' }));

    const offers = await screen.findByRole('table', { name: 'Oferty tej nieruchomości' });
    expect(screen.getByRole('heading', { name: 'Nieruchomość nr 77' })).toBeTruthy();
    expect(within(offers).getAllByRole('row')).toHaveLength(3);
    expect(within(offers).getByText('Dom i Mieszkanie')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'automatycznie' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Rozdziel: ogłoszenie nr 15' }));
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('/api/site/properties/15/split'),
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
