import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { EstateView } from './estate-view.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the rental safety notice on the ad page', () => {
  it('advises a visitor of a rental ad and links to the FAQ answer; a sale ad has none', () => {
    // The page asks for its related ads: none here.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ rows: [], count: 0 })),
    );
    const { unmount } = renderInApp(<EstateView estate={makeEstateDetail({ rent: 1, price: 3200 })} />);

    const notice = screen.getByRole('region', { name: 'Bezpieczny najem' });
    expect(notice.textContent).toContain(
      'Nie wpłacaj pieniędzy przed obejrzeniem nieruchomości i podpisaniem umowy. Sprawdź numer księgi ' +
        'wieczystej i dowód tożsamości właściciela.',
    );
    const more = screen.getByRole('link', { name: 'Jak rozpoznać oszustwo?' });
    expect(more.getAttribute('href')).toBe('/faq#bezpieczny-najem');
    unmount();

    renderInApp(<EstateView estate={makeEstateDetail({ rent: 0 })} />);
    expect(screen.queryByText(/Nie wpłacaj pieniędzy/)).toBeNull();
  });
});
