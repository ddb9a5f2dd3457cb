import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { EstateFactsList } from './estate-facts-list.tsx';

/** The value a description list gives for a label, or null when the label is not there. */
function factValue(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

describe('ad facts', () => {
  it('shows the fields of the ad type with Polish labels and option names', () => {
    renderInApp(<EstateFactsList estate={makeEstateDetail()} />);
    expect(factValue('Rodzaj oferty')).toBe('sprzedaż');
    expect(factValue('Rynek')).toBe('wtórny');
    expect(factValue('Województwo')).toBe('małopolskie');
    expect(factValue('Kategoria')).toBe('wolnostojący');
    expect(factValue('Materiał')).toBe('cegła');
    expect(factValue('Powierzchnia działki')).toBe('900\u00a0m²');
    expect(factValue('Kod pocztowy')).toBe('32-020');
    // A house has no floor number and this one has no district: no empty rows.
    expect(factValue('Piętro')).toBeNull();
    expect(factValue('Dzielnica')).toBeNull();
  });

  it('says an imported ad whose file gave no market or district does not give them', () => {
    renderInApp(<EstateFactsList estate={makeEstateDetail({ market: null, district: null })} />);
    expect(factValue('Rynek')).toBe('nie podano');
    expect(factValue('Dzielnica')).toBeNull();
  });

  it('hides the placeholder postal code 00-000', () => {
    renderInApp(<EstateFactsList estate={makeEstateDetail({ cityCode: '00-000' })} />);
    expect(factValue('Kod pocztowy')).toBeNull();
    expect(screen.queryByText('00-000')).toBeNull();
  });

  it('shows amenities below 2 as tak or nie and hides missing values and codes of 2 or more', () => {
    renderInApp(
      <EstateFactsList
        estate={makeEstateDetail({ power: 1, gas: 0, water: 2, canalization: 5, fence: null })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Wyposażenie i media' });
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Prąd', 'Gaz']);
    expect(factValue('Prąd')).toBe('tak');
    expect(factValue('Gaz')).toBe('nie');
  });

  it('leaves the amenities section out when no amenity has an answer', () => {
    renderInApp(<EstateFactsList estate={makeEstateDetail({ water: 3 })} />);
    expect(screen.queryByRole('region', { name: 'Wyposażenie i media' })).toBeNull();
  });
});
