import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { Component as TermsPage } from './terms-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the terms', () => {
  it('say when an expired ad is removed as the server is configured, and the photo size limit', async () => {
    const config = { removalAfterExpiryMonths: 3 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(config)),
    );
    renderInApp(<TermsPage />, '/regulamin');
    expect(await screen.findByText(/usuwamy po 3 miesiącach od wygaśnięcia/)).toBeTruthy();
    expect(screen.getByText(/do 8 MB każde/)).toBeTruthy();
  });
});
