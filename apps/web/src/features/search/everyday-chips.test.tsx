import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { refusedCriteria } from './refused-criteria.ts';
import { SearchFilters } from './search-filters.tsx';

const search =
  'type=house&rent=0&market=2&yearFrom=1990&category=2&withPhotos=1&addedWithin=1&garden=1&balcony=0&floorFrom=0';

describe('the chips of the everyday filters', () => {
  it('shows each applied filter, in words, linking to the search without it', () => {
    renderInApp(<ActiveFilters params={new URLSearchParams(search)} />);
    const chips = screen.getAllByRole('link', { name: /^Usuń kryterium/ });
    // A house search has no floor, yet the address's floor is applied by the API: it is shown too.
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Rynek: wtórny×',
      'Piętro od: parter×',
      'Rok budowy od: 1990×',
      'Rodzaj zabudowy: bliźniak×',
      'Data dodania: ostatnie 24 godziny×',
      'Tylko ze zdjęciami×',
      'Ogród×',
    ]);
    expect(screen.getByRole('link', { name: 'Usuń kryterium: Ogród' }).getAttribute('href')).toBe(
      '/wyszukaj-ogloszenia?type=house&rent=0&market=2&yearFrom=1990&category=2&withPhotos=1&addedWithin=1&balcony=0&floorFrom=0',
    );
  });

  it("shows 'stan wykończenia' and bathrooms in words, each linking to the search without it", () => {
    renderInApp(<ActiveFilters params={new URLSearchParams('type=house&rent=0&finish=3&bathroomsFrom=2')} />);
    const chips = screen.getAllByRole('link', { name: /^Usuń kryterium/ });
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Stan wykończenia: do remontu×',
      'Liczba łazienek: 2+×',
    ]);
    expect(
      screen.getByRole('link', { name: 'Usuń kryterium: Liczba łazienek: 2+' }).getAttribute('href'),
    ).toBe('/wyszukaj-ogloszenia?type=house&rent=0&finish=3');
  });

  it('shows no chip for a finish or a count of bathrooms no ad has', () => {
    renderInApp(<ActiveFilters params={new URLSearchParams('type=house&rent=0&finish=4&bathroomsFrom=5')} />);
    expect(screen.queryByRole('link', { name: /^Usuń kryterium/ })).toBeNull();
  });

  it("counts the applied criteria on the phone's 'Filtry'", () => {
    renderInApp(<SearchFilters>formularz</SearchFilters>, `/wyszukaj-ogloszenia?${search}`);
    expect(screen.getByRole('button', { name: 'Filtry (7)' })).toBeTruthy();
  });

  it("says only 'Filtry' on a list without criteria", () => {
    renderInApp(<SearchFilters>formularz</SearchFilters>, '/domy-na-sprzedaz');
    expect(screen.getByRole('button', { name: 'Filtry' })).toBeTruthy();
  });

  it('names a refused filter by its label, with the address without it', () => {
    const params = new URLSearchParams('type=apartment&rent=1&availableFrom=jutro');
    const body = { fields: { availableFrom: 'Podaj datę w formacie RRRR-MM-DD!' } };
    expect(refusedCriteria(params, body)).toEqual([
      {
        name: 'availableFrom',
        label: 'Dostępne od',
        message: 'Podaj datę w formacie RRRR-MM-DD!',
        href: '/wyszukaj-ogloszenia?type=apartment&rent=1',
      },
    ]);
  });
});
