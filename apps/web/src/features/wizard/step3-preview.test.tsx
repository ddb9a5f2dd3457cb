import { riskReviewTexts } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { Step3Preview } from './step3-preview.tsx';

// The ad view asks for the site's settings and related lists; nothing here depends on their answers.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ rows: [], count: 0 })),
  ),
);
afterEach(() => vi.unstubAllGlobals());

const renderPreview = (underReview: boolean, onSaved = vi.fn()) => {
  renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <Step3Preview estate={{ ...makeEstateDetail(), underReview }} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
};

describe('wizard step 3, the owner’s page of the ad', () => {
  it('tells the owner an ad held by the risk checks waits for verification, and when to expect it', async () => {
    renderPreview(true);
    expect(await screen.findByText('Ogłoszenie czeka na weryfikację')).toBeTruthy();
    expect(screen.getByText(riskReviewTexts.expected)).toBeTruthy();
  });

  it('says nothing of it for an ad the checks let through', async () => {
    renderPreview(false);
    await screen.findByRole('region', { name: 'Podgląd ogłoszenia' });
    expect(screen.queryByText('Ogłoszenie czeka na weryfikację')).toBeNull();
  });

  it('offers the owner neither to hide the ad nor to save it to the clipboard', async () => {
    renderPreview(false);
    const preview = await screen.findByRole('region', { name: 'Podgląd ogłoszenia' });
    expect(within(preview).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(within(preview).queryByRole('button', { name: 'Ukryj to ogłoszenie' })).toBeNull();
    expect(
      within(preview).queryByRole('button', { name: 'Ukryj ogłoszenia tego ogłoszeniodawcy' }),
    ).toBeNull();
    expect(within(preview).queryByRole('button', { name: 'Dodaj do schowka' })).toBeNull();
  });

  it('tells the wizard when the ad it saved is held rather than public', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ underReview: true })),
    );
    const onSaved = renderPreview(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ estateId: 31 }), true),
    );
  });
});
