import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { ActiveFilters } from './active-filters.tsx';

const search =
  'type=apartment&rent=0&priceFrom=300000&pricePerM2To=12000&areaFrom=40&rooms=0&elevator=1&sort=cena-m2-rosnaco&page=3';

describe('active filters', () => {
  it('shows each applied criterion as a chip whose link is the search without it, from page 1', () => {
    renderInApp(<ActiveFilters params={new URLSearchParams(search)} />);
    const chips = screen.getAllByRole('link', { name: /^Usuń kryterium/ });
    // rooms=0 is dropped by the API, so it is no criterion; type, rent, sort and page are none either.
    expect(chips.map((chip) => chip.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Cena od: 300 000 zł×',
      'Cena za m² do: 12 000 zł/m²×',
      'Powierzchnia od: 40 m²×',
      'Winda×',
    ]);
    expect(screen.getByRole('link', { name: 'Usuń kryterium: Winda' }).getAttribute('href')).toBe(
      '/wyszukaj-ogloszenia?type=apartment&rent=0&priceFrom=300000&pricePerM2To=12000&areaFrom=40&rooms=0&sort=cena-m2-rosnaco',
    );
    expect(screen.getByRole('link', { name: 'Wyczyść filtry' }).getAttribute('href')).toBe(
      '/wyszukaj-ogloszenia?type=apartment&rent=0&sort=cena-m2-rosnaco',
    );
  });

  it("says a rent's price per m² is per month", () => {
    renderInApp(<ActiveFilters params={new URLSearchParams('type=apartment&rent=1&pricePerM2From=40')} />);
    const chip = screen.getByRole('link', { name: /^Usuń kryterium: Cena za m² od/ });
    expect(chip.textContent?.replace(/\u00a0/g, ' ')).toBe('Cena za m² od: 40 zł/m²/mies.×');
  });

  it('shows the richer criteria: rooms from, a decimal area, district, seller and words', () => {
    const richer =
      'type=apartment&rent=0&areaFrom=48.37&roomsFrom=3&district=Mokot%C3%B3w&seller=private&words=balkon';
    renderInApp(<ActiveFilters params={new URLSearchParams(richer)} />);
    const chips = screen.getAllByRole('link', { name: /^Usuń kryterium/ });
    expect(chips.map((chip) => chip.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Powierzchnia od: 48,37 m²×',
      'Liczba pokoi: 3+×',
      'Dzielnica: Mokotów×',
      'Osoba prywatna×',
      'Słowa w tytule lub opisie: balkon×',
    ]);
  });

  it('shows nothing for a search without criteria', () => {
    renderInApp(<ActiveFilters params={new URLSearchParams('type=house&rent=1')} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
