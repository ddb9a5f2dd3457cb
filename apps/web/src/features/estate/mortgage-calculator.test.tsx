import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { EstateView } from './estate-view.tsx';
import MortgageCalculator from './mortgage-calculator.tsx';

afterEach(() => vi.unstubAllGlobals());

// The matchers see the non-breaking spaces of the amounts as spaces.
const instalment = () => screen.getByText(/^Rata miesięczna:/).textContent;

describe('the mortgage calculator', () => {
  it('starts from the price, 20 % own contribution, 25 years and 7 %, and recomputes as the visitor types', async () => {
    renderInApp(<MortgageCalculator price={600_000} />);
    expect((screen.getByLabelText('Cena nieruchomości (zł)') as HTMLInputElement).value).toBe('600 000');
    expect((screen.getByLabelText('Wkład własny (%)') as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText('Okres kredytowania (lata)') as HTMLInputElement).value).toBe('25');
    expect(screen.getByText(/^Kwota kredytu:/).textContent).toBe('Kwota kredytu: 480\u00a0000\u00a0zł');
    expect(instalment()).toBe('Rata miesięczna: 3\u00a0393\u00a0zł');

    const rate = screen.getByLabelText('Oprocentowanie (% w skali roku)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    expect(instalment()).toBe('Rata miesięczna: 1\u00a0600\u00a0zł');
    expect(screen.getByText(/^Wyliczenie ma charakter orientacyjny/)).toBeTruthy();
  });

  it('is offered on a sale ad only', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ rows: [], count: 0 })),
    );
    const { unmount } = renderInApp(<EstateView estate={makeEstateDetail({ rent: 0 })} />);
    expect(screen.getByRole('heading', { name: 'Kalkulator kredytu hipotecznego' })).toBeTruthy();
    unmount();
    renderInApp(<EstateView estate={makeEstateDetail({ rent: 1 })} />);
    expect(screen.queryByRole('heading', { name: 'Kalkulator kredytu hipotecznego' })).toBeNull();
  });
});
