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
});
