import type { ManagedEstateCard } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { MyEstates } from './my-estates-page.tsx';

function card(estateId: number, overrides: Partial<ManagedEstateCard> = {}): ManagedEstateCard {
  return {
    estateId,
    type: 'apartment',
    rent: 0,
    title: `Mieszkanie ${estateId}`,
    description: 'Jasne mieszkanie',
    price: 500000,
    area: 50,
    landArea: null,
    rooms: 2,
    city: { cityId: 1, city: 'Kraków' },
    province: { provinceId: 12 },
    photo: { container: 'estates', filename: `photo-${estateId}-abcdef` },
    promoted: 0,
    creationDate: '2026-01-01T10:00:00.000Z',
    refreshDate: null,
    active: 1,
    draft: false,
    expirationDate: '2026-07-01T10:00:00.000Z',
    photosCount: 1,
    seller: { userId: 8, kind: 'private', name: null },
    views: { pages: 12, phones: 3, messages: 2 },
    underReview: false,
    ...overrides,
  };
}

function renderList(fetch: (path: string, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetch));
  renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <FlashAlerts />
      <MyEstates userId={42} page={1} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

describe('managing ads', () => {
  it('shows status, expiry and views, and offers refresh only for an ad with a photo', async () => {
    const rows = [card(1), card(2, { active: 0, photo: null, photosCount: 0 })];
    renderList(async () => Response.json({ rows, count: 2 }));
    const active = await screen.findByRole('article', { name: 'Mieszkanie 1' });
    expect(active.textContent).toContain('Aktywne do: 2026-07-01 12:00');
    expect(active.textContent).toContain('Wyświetlenia strony: 12, Wyświetlenia telefonu: 3, Wiadomości: 2');
    expect(screen.getByRole('img', { name: 'Aktywne' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Nieaktywne' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Odśwież: Mieszkanie 1' }).getAttribute('href')).toBe(
      '/odswiez-ogloszenie/1',
    );
    expect(screen.queryByRole('link', { name: 'Odśwież: Mieszkanie 2' })).toBeNull();
    // An inactive ad cannot be opened from the list.
    expect(screen.queryByRole('link', { name: 'Mieszkanie 2' })).toBeNull();
  });

  it('tells the owner an ad held by the risk checks waits for verification, and links it nowhere yet', async () => {
    renderList(async () => Response.json({ rows: [card(5, { underReview: true }), card(6)], count: 2 }));
    const held = await screen.findByRole('article', { name: 'Mieszkanie 5' });
    expect(held.textContent).toContain(
      'Ogłoszenie czeka na weryfikację. Sprawdzamy je zwykle w ciągu 24 godzin; do tego czasu nie jest widoczne w serwisie.',
    );
    expect(screen.queryByRole('link', { name: 'Mieszkanie 5' })).toBeNull();
    const ordinary = screen.getByRole('article', { name: 'Mieszkanie 6' });
    expect(ordinary.textContent).not.toContain('czeka na weryfikację');
  });

  it('labels a draft as a draft and an expired ad as expired, and offers neither a refresh into publication', async () => {
    const rows = [
      card(3, { active: 0, draft: true }),
      card(4, { active: 0, expirationDate: '2026-01-05T10:00:00.000Z' }),
    ];
    renderList(async () => Response.json({ rows, count: 2 }));
    const draft = await screen.findByRole('article', { name: 'Mieszkanie 3' });
    expect(draft.textContent).toContain('Szkic — nieopublikowane');
    expect(draft.textContent).not.toContain('Aktywne do');
    expect(screen.getByRole('img', { name: 'Szkic' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Odśwież: Mieszkanie 3' })).toBeNull();
    const expired = screen.getByRole('article', { name: 'Mieszkanie 4' });
    expect(expired.textContent).toContain('Nieaktywne — wygasło 2026-01-05 11:00');
    expect(expired.textContent).not.toContain('Aktywne do');
    expect(screen.getByRole('link', { name: 'Odśwież: Mieszkanie 4' })).toBeTruthy();
  });

  it('confirms a deletion with the message of spec §8', async () => {
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    renderList(async (_path, init) =>
      init?.method === 'DELETE' ? Response.json({}) : Response.json({ rows: [card(1)], count: 1 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń: Mieszkanie 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ogłoszenie zostało usunięte.');
  });

  it('removes a card after confirmation, and brings it back with the error of spec §8 on failure', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    // The server answers the delete only when the test says so, to see the card gone meanwhile.
    let failDelete = () => {};
    const deleted = new Promise<void>((resolve) => {
      failDelete = resolve;
    });
    renderList(async (_path, init) => {
      if (init?.method !== 'DELETE') return Response.json({ rows: [card(1)], count: 1 });
      await deleted;
      return Response.json({ error: 'boom' }, { status: 500 });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń: Mieszkanie 1' }));
    expect(confirm).toHaveBeenCalledWith('Czy na pewno chcesz usunąć ogłoszenie?');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mieszkanie 1' })).toBeNull());
    failDelete();
    expect((await screen.findByRole('alert')).textContent).toBe('Wystąpił błąd podczas usuwania ogłoszenia!');
    await waitFor(() => expect(screen.getByRole('article', { name: 'Mieszkanie 1' })).toBeTruthy());
  });
});
