import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { makeProfile } from '../../../test/profile.ts';
import { renderInApp } from '../../../test/render.tsx';
import { clearProfile, writeProfile } from '../../api/stored-profile.ts';
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

  it("offers a visitor to save and hide the ad, but not its owner on the ad's own page", () => {
    vi.stubGlobal('fetch', noAnswers());
    const estate = makeEstateDetail();
    const { unmount } = renderInApp(<EstateView estate={estate} />);
    expect(screen.getByRole('button', { name: 'Dodaj do schowka' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ukryj to ogłoszenie' })).toBeTruthy();
    unmount();

    writeProfile(makeProfile({ userId: estate.user.userId }));
    renderInApp(<EstateView estate={estate} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dodaj do schowka' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ukryj to ogłoszenie' })).toBeNull();
    clearProfile();
  });
});
