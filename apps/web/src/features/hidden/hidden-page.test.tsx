import { formatHiddenCookie, hiddenCookieName } from '@portal/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { Component as HiddenPage } from './hidden-page.tsx';

describe('the page of hidden ads', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the store reads this browser's cookie
    document.cookie = `${hiddenCookieName}=${formatHiddenCookie({ estateIds: [12], advertiserIds: [3] })}; path=/`;
    vi.stubGlobal('fetch', async () => Response.json({}, { status: 404 }));
  });
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the store reads this browser's cookie
    document.cookie = `${hiddenCookieName}=; path=/; max-age=0`;
    vi.unstubAllGlobals();
  });

  it('is titled once, its hidden ads and advertisers under headings of their own', () => {
    renderInApp(<HiddenPage />, '/ukryte');
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Ukryte ogłoszenia',
      'Ogłoszenia',
      'Ogłoszeniodawcy',
    ]);
  });
});
