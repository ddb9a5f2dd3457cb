import type { Transparency, TransparencyPeriod } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { formatWait, Component as TransparencyPage } from './transparency-page.tsx';

const period = (scale: number, medianHoursToDecision: number | null): TransparencyPeriod => ({
  reports: [
    { reason: 'fraud', count: 3 * scale },
    { reason: 'outdated', count: 1 * scale },
    { reason: 'duplicate', count: 0 },
    { reason: 'wrongData', count: 0 },
    { reason: 'illegal', count: 0 },
    { reason: 'other', count: 0 },
  ],
  decisions: [
    { action: 'remove', count: 2 * scale },
    { action: 'keep', count: 1 * scale },
    { action: 'held', count: scale },
  ],
  automaticDecisions: scale,
  appeals: { received: 2 * scale, upheld: 1, changed: scale, pending: scale - 1 },
  medianHoursToDecision,
});

const figures: Transparency = {
  countedAt: '2026-11-28T05:00:00.000Z',
  lastTwelveMonths: period(1, 4),
  total: period(2, 60),
  months: Array.from({ length: 12 }, (_, back) => ({
    month: back < 11 ? `2026-${String(11 - back).padStart(2, '0')}` : '2025-12',
    reports: back === 0 ? 4 : 0,
    decisions: back === 0 ? 3 : 0,
    automaticDecisions: 0,
    appeals: back === 0 ? 2 : 0,
    medianHoursToDecision: back === 0 ? 4 : null,
  })),
};

afterEach(() => vi.unstubAllGlobals());

describe('the transparency page', () => {
  it("shows the API's figures for twelve months and in total, and month by month", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json(figures));
    vi.stubGlobal('fetch', fetch);
    renderInApp(<TransparencyPage />, '/przejrzystosc');

    const reports = await screen.findByRole('table', { name: 'Zgłoszenia ogłoszeń według powodu' });
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/site/transparency');
    const fraud = within(reports).getByRole('row', { name: /^Oszustwo/ });
    expect(
      within(fraud)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '6']);
    const reportsTotal = within(reports).getByRole('row', { name: /^Razem/ });
    expect(
      within(reportsTotal)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '8']);

    const decisions = screen.getByRole('table', { name: 'Decyzje moderacji według rodzaju' });
    const removed = within(decisions).getByRole('row', { name: /^Ogłoszenie usunięte/ });
    expect(
      within(removed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '4']);
    const wait = within(decisions).getByRole('row', { name: /^Mediana/ });
    expect(
      within(wait)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4\u00a0godz.', '2,5\u00a0dnia']);
    const automatic = within(decisions).getByRole('row', { name: /^W tym podjęte automatycznie/ });
    expect(
      within(automatic)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2']);
    const held = within(decisions).getByRole('row', { name: /^Ogłoszenie wstrzymane automatycznie/ });
    expect(
      within(held)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2']);

    const appeals = screen.getByRole('table', { name: 'Odwołania ogłoszeniodawców i ich wynik' });
    const changed = within(appeals).getByRole('row', { name: /^Decyzja zmieniona/ });
    expect(
      within(changed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2']);

    const months = screen.getByRole('table', { name: /w kolejnych miesiącach/ });
    const rows = within(months).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('listopad 2026');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '3', '0', '2', '4\u00a0godz.']);
    expect(within(rows[11]!).getByRole('rowheader').textContent).toBe('grudzień 2025');
  });

  it('writes a wait in minutes, hours or days', () => {
    expect([formatWait(null), formatWait(0.5), formatWait(30.25), formatWait(72), formatWait(84)]).toEqual([
      '–',
      '30\u00a0min',
      '30,3\u00a0godz.',
      '3\u00a0dni',
      '3,5\u00a0dnia',
    ]);
  });
});
