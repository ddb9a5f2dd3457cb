import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { EstateFactsList } from './estate-facts-list.tsx';

/** The value a description list gives for a label, or null when the label is not there. */
function factValue(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T11:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the ad's details", () => {
  it("shows a rented flat's details in the words of Polish portals", () => {
    const estate = makeEstateDetail({
      type: 'apartment',
      rent: 1,
      bathrooms: 4,
      finish: 2,
      heating: 1,
      ownership: 2,
      availableFrom: '2027-01-15',
      garden: 0,
      pets: 1,
    });
    renderInApp(<EstateFactsList estate={estate} />);
    expect(factValue('Liczba łazienek')).toBe('4 i więcej');
    expect(factValue('Stan wykończenia')).toBe('do wykończenia');
    expect(factValue('Ogrzewanie')).toBe('miejskie');
    expect(factValue('Forma własności')).toBe('spółdzielcze własnościowe prawo do lokalu');
    expect(factValue('Dostępne od')).toBe('2027-01-15');
    expect(factValue('Ogród')).toBe('nie');
    expect(factValue('Zwierzęta')).toBe('akceptowane');
  });

  it('says pets are not accepted, and a day already come is at once', () => {
    renderInApp(
      <EstateFactsList estate={makeEstateDetail({ rent: 1, pets: 0, availableFrom: '2026-11-01' })} />,
    );
    expect(factValue('Zwierzęta')).toBe('nieakceptowane');
    expect(factValue('Dostępne od')).toBe('od zaraz');
  });

  it('leaves out details not given and those the ad cannot have', () => {
    renderInApp(
      <EstateFactsList estate={makeEstateDetail({ type: 'land', rent: 0, bathrooms: 2, pets: 1 })} />,
    );
    for (const label of ['Liczba łazienek', 'Zwierzęta', 'Dostępne od', 'Ogrzewanie', 'Ogród'])
      expect(factValue(label), label).toBeNull();
  });
});
