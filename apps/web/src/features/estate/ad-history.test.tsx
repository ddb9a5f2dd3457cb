import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { AdHistory } from './ad-history.tsx';
import { EstateFactsList } from './estate-facts-list.tsx';

afterEach(() => vi.useRealTimers());

const event = (kind: 'listed' | 'price' | 'refreshed', price: number, date: string) => ({
  kind,
  price,
  date,
});

describe("an ad's history", () => {
  it('tells since when the ad is on the portal, its last price drop and charts its prices', () => {
    vi.useFakeTimers({ now: new Date('2026-04-20T09:00:00Z'), toFake: ['Date'] });
    const history = {
      firstSeenDate: '2026-03-03T08:00:00Z',
      events: [
        event('listed', 520_000, '2026-03-03T08:00:00Z'),
        event('refreshed', 520_000, '2026-03-20T08:00:00Z'),
        event('price', 500_000, '2026-04-08T12:00:00Z'),
      ],
    };
    renderInApp(<AdHistory history={history} />);
    expect(screen.getByText('Na portalu od 3 marca 2026 · Na rynku od 48 dni')).toBeTruthy();
    expect(screen.getByText('Cena obniżona o 20 000 zł 12 dni temu')).toBeTruthy();
    expect(screen.getByTestId('price-chart').querySelector('path')?.getAttribute('d')).toMatch(/^M.+H.+V.+H/);
    const table = screen.getByRole('table', { name: 'Historia ceny' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DataCena', '2026-03-03520\u00a0000\u00a0zł', '2026-04-08500\u00a0000\u00a0zł']);
  });

  it("charts every offer of the property with its axes' dates and amounts, counting days from its first", () => {
    vi.useFakeTimers({ now: new Date('2026-04-20T09:00:00Z'), toFake: ['Date'] });
    const offer = (offer: number, kind: 'listed' | 'price', price: number, date: string) => ({
      ...event(kind, price, date),
      offer,
    });
    const history = {
      firstSeenDate: '2026-03-03T08:00:00Z',
      offer: 2,
      events: [
        offer(1, 'listed', 560_000, '2026-03-03T08:00:00Z'),
        offer(1, 'price', 540_000, '2026-03-25T08:00:00Z'),
        offer(2, 'listed', 575_000, '2026-04-10T12:00:00Z'),
      ],
    };
    renderInApp(<AdHistory history={history} />);
    expect(screen.getByText('Na portalu od 3 marca 2026 · Na rynku od 48 dni')).toBeTruthy();
    // The ad's own offer never changed its price: no change is told of it.
    expect(screen.queryByText(/^Cena (obniżona|podniesiona)/)).toBeNull();
    const chart = screen.getByTestId('price-chart');
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    const axes = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(axes).toEqual(['575\u00a0000\u00a0zł', '540\u00a0000\u00a0zł', '2026-03-03', '2026-04-10']);
    const rows = within(screen.getByRole('table', { name: 'Historia ceny' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DataCenaOferta',
      '2026-03-03560\u00a0000\u00a0złoferta 1',
      '2026-03-25540\u00a0000\u00a0złoferta 1',
      '2026-04-10575\u00a0000\u00a0złta oferta',
    ]);
  });

  it('says a raised price and draws no chart while the price never changed', () => {
    vi.useFakeTimers({ now: new Date('2026-04-09T09:00:00Z'), toFake: ['Date'] });
    const raised = {
      firstSeenDate: '2026-03-03T08:00:00Z',
      events: [event('listed', 2500, '2026-03-03T08:00:00Z'), event('price', 2700, '2026-04-08T12:00:00Z')],
    };
    const { unmount } = renderInApp(<AdHistory history={raised} />);
    expect(screen.getByText('Cena podniesiona o 200 zł wczoraj')).toBeTruthy();
    unmount();
    renderInApp(<AdHistory history={{ ...raised, events: raised.events.slice(0, 1) }} />);
    expect(screen.queryByText(/^Cena/)).toBeNull();
    expect(screen.queryByTestId('price-chart')).toBeNull();
  });
});

describe("a rent ad's fees", () => {
  it('lists the monthly fees per month and the deposit', () => {
    renderInApp(<EstateFactsList estate={makeEstateDetail({ rent: 1, monthlyFees: 650, deposit: 3000 })} />);
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Czynsz administracyjny')).toBe('650\u00a0zł/mies.');
    expect(value('Kaucja')).toBe('3\u00a0000\u00a0zł');
  });
});
