import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { PromotedTable } from './promoted-table.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('promoted ads table', () => {
  it("writes the end of a promotion as the rest of the site does and links the ad in the site's colours", async () => {
    const ad = {
      estateId: 7,
      type: 'house',
      rent: 0,
      title: 'Dom z ogrodem',
      promotedUntil: '2026-11-27T12:26:00Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([ad])),
    );
    renderInApp(<PromotedTable />);
    expect(await screen.findByRole('cell', { name: '2026-11-27 13:26' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Dom z ogrodem' });
    // Mantine's Anchor: the theme's link colour instead of the browser's blue.
    expect(link.className).toContain('mantine-Anchor-root');
  });
});
