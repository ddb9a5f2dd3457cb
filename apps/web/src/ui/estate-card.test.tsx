import type { EstateCard as EstateCardData } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { readClipboard } from './clipboard-store.ts';
import { EstateCard } from './estate-card.tsx';

const estate = {
  estateId: 17,
  type: 'house',
  rent: 0,
  title: 'Dom z ogrodem pod Krakowem',
  description: 'Dom wolnostojący z dużym ogrodem…',
  price: 1250000,
  area: 140.5,
  landArea: 900,
  rooms: 5,
  city: { cityId: 3, city: 'Wieliczka' },
  province: { provinceId: 12 },
  photo: { container: 'estates', filename: 'abc.webp' },
  promoted: 0,
  creationDate: '2026-03-01T10:00:00.000Z',
  refreshDate: null,
  photosCount: 6,
  seller: { userId: 9, kind: 'private', name: null },
} as unknown as EstateCardData;

describe('estate card', () => {
  it('shows the photo, a link to the ad, price, area, price per m² and city', () => {
    const { container } = renderInApp(<EstateCard estate={estate} />);
    const photo = container.querySelector('article img') as HTMLImageElement;
    // Decorative beside the title's link: not read out twice.
    expect(photo.getAttribute('alt')).toBe('');
    expect(photo.getAttribute('src')).toBe('/estates/dom/abc.webp/360x270');
    // A card wider than 360 device pixels (a high-density phone) gets the 750x500 copy.
    expect(photo.getAttribute('srcset')).toBe(
      '/estates/dom/abc.webp/360x270 360w, /estates/dom/abc.webp/750x500 750w',
    );
    expect(photo.getAttribute('sizes')).toContain('(min-width: 36em) 50vw');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: estate.title }).getAttribute('href')).toBe(
      '/dom/dom-z-ogrodem-pod-krakowem/17',
    );
    // Non-breaking spaces keep a price on one line (the query itself normalises them to spaces).
    expect(screen.getByText('1 250 000 zł').textContent).toBe('1\u00a0250\u00a0000\u00a0zł');
    expect(screen.getByText('140,5 m²').textContent).toBe('140,5\u00a0m²');
    // 1 250 000 zł ÷ 140,5 m² = 8 896,797… → whole złoty.
    expect(screen.getByText('8 897 zł/m²')).toBeTruthy();
    expect(screen.getByText('Wieliczka')).toBeTruthy();
    expect(screen.queryByText('Promowane')).toBeNull();
  });

  it("cuts a long title after a whole word, keeping the whole title as the link's name", () => {
    const title =
      'Nowoczesne 3-pokojowe mieszkanie z tarasem i miejscem postojowym w hali garażowej, blisko metra Kabaty';
    renderInApp(<EstateCard estate={{ ...estate, title }} />);
    const link = screen.getByRole('link', { name: title });
    expect(link.textContent).toBe('Nowoczesne 3-pokojowe mieszkanie z tarasem i miejscem postojowym w hali…');
  });

  it("shows a rent ad's price per month", () => {
    renderInApp(<EstateCard estate={{ ...estate, rent: 1, price: 3200 }} />);
    expect(screen.getByText('3 200 zł/mies.').textContent).toBe('3\u00a0200\u00a0zł/mies.');
    // 3 200 zł ÷ 140,5 m² a month.
    expect(screen.getByText('23 zł/m²/mies.')).toBeTruthy();
  });

  it('shows the rooms, the photo count and the day it was added, or refreshed', () => {
    const { unmount: unmountLand } = renderInApp(
      <EstateCard estate={{ ...estate, type: 'land', rooms: null }} />,
    );
    expect(screen.queryByText(/pok(ój|oje|oi)/)).toBeNull();
    expect(screen.getByText(/zdjęć/)).toBeTruthy();
    unmountLand();

    const { unmount } = renderInApp(<EstateCard estate={estate} />);
    expect(screen.getByText('5 pokoi').textContent).toBe('5\u00a0pokoi');
    expect(screen.getByText(/zdjęć/).textContent).toBe('6\u00a0zdjęć · Dodano 2026-03-01');
    unmount();

    renderInApp(
      <EstateCard
        estate={{ ...estate, rooms: 3, photosCount: 1, refreshDate: '2026-04-01T22:30:00.000Z' }}
      />,
    );
    expect(screen.getByText('3 pokoje')).toBeTruthy();
    // Half past ten in the evening UTC is already the next day in Warsaw.
    expect(screen.getByText(/zdjęcie/).textContent).toBe('1\u00a0zdjęcie · Odświeżono 2026-04-02');
  });

  it('shows a property of several offers once: its lowest price, the number of offers and their range', () => {
    const property = {
      ...estate,
      price: 520_000,
      offers: { count: 3, priceMin: 520_000, priceMax: 545_000 },
    };
    const { container } = renderInApp(<EstateCard estate={property} />);
    const text = container.textContent?.replaceAll('\u00a0', ' ');
    expect(text).toContain('520 000 zł');
    expect(text).toContain('3 oferty · od 520 000 do 545 000 zł');
  });

  it('says nothing of offers for a property of one offer', () => {
    const { container } = renderInApp(<EstateCard estate={estate} />);
    expect(container.textContent).not.toMatch(/ofert/);
  });

  it('shows a placeholder instead of a missing photo and marks a promoted ad', () => {
    renderInApp(<EstateCard estate={{ ...estate, photo: null, promoted: 1 }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Brak zdjęcia')).toBeTruthy();
    expect(screen.getByText('Promowane')).toBeTruthy();
  });

  it('puts the ad into the clipboard with the star and takes it out again', async () => {
    renderInApp(<EstateCard estate={estate} />);
    const star = screen.getByRole('button', { name: 'Dodaj do schowka' });
    expect(star.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(star);
    const pressed = screen.getByRole('button', { name: 'Usuń ze schowka' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(readClipboard()).toEqual([17]);

    await userEvent.click(pressed);
    expect(screen.getByRole('button', { name: 'Dodaj do schowka' })).toBeTruthy();
    expect(readClipboard()).toEqual([]);
  });

  it("says a private person's ad is theirs, without their name", () => {
    const { container } = renderInApp(<EstateCard estate={estate} />);
    expect(screen.getByText('Osoba prywatna')).toBeTruthy();
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });

  it.each([
    ['agency', 'Biuro nieruchomości'],
    ['developer', 'Deweloper'],
  ] as const)("names a company's kind (%s) and links its page", (kind, label) => {
    const seller = { userId: 9, kind, name: 'Dom & Ogród Sp. z o.o.' };
    const { container } = renderInApp(<EstateCard estate={{ ...estate, seller }} />);
    expect(container.textContent).toContain(`${label} · Dom & Ogród Sp. z o.o.`);
    expect(screen.getByRole('link', { name: 'Dom & Ogród Sp. z o.o.' }).getAttribute('href')).toBe(
      '/firmy/dom-ogrod-sp-z-o-o/9',
    );
  });
});
