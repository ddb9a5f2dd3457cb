import type { ModerationQueue } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { Component as ModerationPage } from './moderation-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const held: ModerationQueue = {
  count: 1,
  rows: [
    {
      estate: { estateId: 9, title: 'Mieszkanie 62 m² Stare Miasto', url: '/mieszkanie/x/9', hold: 'review' },
      reports: [],
      appeal: null,
      advertiser: {
        userId: 3,
        email: 'nowy@example.pl',
        createdAt: '2026-11-28T05:00:00.000Z',
        adsCount: 1,
        restrictions: 0,
        blocked: false,
      },
      log: [
        {
          decisionId: 4,
          action: 'held',
          rule: null,
          facts: 'Żąda zadatku, kaucji lub przelewu przed obejrzeniem',
          onAppeal: false,
          adminEmail: null,
          createdAt: '2026-11-28T05:01:00.000Z',
          appeal: null,
        },
      ],
      risk: {
        score: 95,
        signals: [
          {
            rule: 'paymentBeforeViewing',
            weight: 45,
            explanation: 'Żąda zadatku, kaucji lub przelewu przed obejrzeniem',
          },
          {
            rule: 'priceFarBelowMarket',
            weight: 40,
            explanation: 'Cena za m² poniżej 50% mediany lokalnego rynku',
          },
          { rule: 'newAccount', weight: 10, explanation: 'Konto założone mniej niż dobę temu' },
        ],
      },
    },
  ],
};

describe('moderation queue', () => {
  it('shows an ad held by the risk checks with its score, each signal and the automatic entry of the log', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(held)),
    );
    renderInApp(
      <QueryClientProvider client={new QueryClient()}>
        <ModerationPage />
      </QueryClientProvider>,
    );
    const signals = await screen.findByRole('list', { name: 'Sygnały ryzyka' });
    expect(
      within(signals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Żąda zadatku, kaucji lub przelewu przed obejrzeniem (+45)',
      'Cena za m² poniżej 50% mediany lokalnego rynku (+40)',
      'Konto założone mniej niż dobę temu (+10)',
    ]);
    expect(screen.getByText('Kontrola ryzyka: 95 pkt')).toBeTruthy();
    expect(screen.getByText('wstrzymane do weryfikacji')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'kontrola automatyczna' })).toBeTruthy();
  });
});
