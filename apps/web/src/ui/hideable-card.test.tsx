import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../../test/cookies.ts';
import { makeEstateCard } from '../../test/estate-card.ts';
import { makeProfile } from '../../test/profile.ts';
import { renderInApp } from '../../test/render.tsx';
import { clearProfile, writeProfile } from '../api/stored-profile.ts';
import { EstateGrid } from './estate-grid.tsx';
import { readHidden } from './hidden-store.ts';

const estate = (estateId: number, title: string) =>
  makeEstateCard({
    estateId,
    type: 'house',
    title,
    description: 'Dom z ogrodem.',
    price: 900_000,
    area: 120,
    landArea: 800,
    rooms: 5,
    photosCount: 0,
    seller: { userId: 8, kind: 'private', name: null },
  });

const estates = [estate(5, 'Dom pod lasem'), estate(6, 'Dom nad rzeką')];

afterEach(() => {
  clearCookies();
  clearProfile();
  vi.unstubAllGlobals();
});

describe('hiding a card', () => {
  it("keeps a visitor's hidden ad in the cookie, offers 'Cofnij' and leaves it out of later lists", async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { unmount } = renderInApp(<EstateGrid estates={estates} isLoading={false} placeholders={2} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Ukryj to ogłoszenie' })[0] as HTMLElement);
    expect(screen.queryByRole('link', { name: 'Dom pod lasem' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Ukryto to ogłoszenie.');
    expect(readHidden().estateIds).toEqual([5]);

    await userEvent.click(screen.getByRole('button', { name: 'Cofnij' }));
    expect(screen.getByRole('link', { name: 'Dom pod lasem' })).toBeTruthy();
    expect(readHidden().estateIds).toEqual([]);

    await userEvent.click(screen.getAllByRole('button', { name: 'Ukryj to ogłoszenie' })[1] as HTMLElement);
    unmount();
    renderInApp(<EstateGrid estates={estates} isLoading={false} placeholders={2} />);
    expect(screen.queryByRole('link', { name: 'Dom nad rzeką' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cofnij' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dom pod lasem' })).toBeTruthy();
  });

  it("hides on the account when logged in and tells the account's refusal", async () => {
    writeProfile(makeProfile());
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        calls.push(`${init?.method} ${path}`);
        return Response.json({ error: 'Można ukryć najwyżej 200 ogłoszeń.' }, { status: 400 });
      }),
    );
    renderInApp(<EstateGrid estates={estates} isLoading={false} placeholders={2} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Ukryj to ogłoszenie' })[0] as HTMLElement);
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual(['PUT /api/user/42/hidden/estates/5']);
    expect(await screen.findByRole('link', { name: 'Dom pod lasem' })).toBeTruthy();
    expect(readHidden().estateIds).toEqual([]);
  });
});
