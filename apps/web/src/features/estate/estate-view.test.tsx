import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { EstateView } from './estate-view.tsx';

// The page asks for its related ads: none here.
const noAnswers = () => vi.fn(async () => Response.json({ rows: [], count: 0 }));

afterEach(() => vi.unstubAllGlobals());

describe('ad page', () => {
  it('shows the price per m² beside the price and the area', () => {
    vi.stubGlobal('fetch', noAnswers());
    renderInApp(<EstateView estate={makeEstateDetail({ price: 1250000, area: 140.5 })} />);

    const facts = screen.getByText('8 897 zł/m²').parentElement?.textContent;
    expect(facts).toContain('1\u00a0250\u00a0000\u00a0zł');
    expect(facts).toContain('140,5\u00a0m²');
  });

  it("compares the price per m² with its local market's median, and says nothing without one", () => {
    vi.stubGlobal('fetch', noAnswers());
    const localMarket = { place: 'district' as const, name: 'Krowodrza', medianPerM2: 10_000, offers: 143 };
    const { unmount } = renderInApp(
      <EstateView estate={makeEstateDetail({ price: 440_000, area: 50, localMarket })} />,
    );
    // The matcher sees the non-breaking spaces as spaces.
    expect(screen.getByText('o 12 % poniżej mediany ofert w dzielnicy Krowodrza (143 oferty)')).toBeTruthy();
    unmount();
    renderInApp(<EstateView estate={makeEstateDetail({ price: 440_000, area: 50 })} />);
    expect(screen.queryByText(/mediany ofert/)).toBeNull();
  });
});
