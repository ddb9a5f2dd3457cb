import type { City } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { CitySelect } from './city-select.tsx';

const place = (cityId: number, city: string, label = city): City => ({
  cityId,
  city,
  label,
  provinces_provinceId: 12,
  kind: 'miasto',
});
const krosno = place(1, 'Krosno');
const found = [
  place(950463, 'Kraków'),
  place(950470, 'Kraków-Krowodrza', 'Kraków, Krowodrza'),
  place(2, 'Krajenka'),
  place(3, 'Krasne', 'Krasne (gmina Krasne, powiat przasnyski)'),
];

/** The API as the select calls it: one place by id, and the places for a typed text. */
function stubCitiesApi() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname === `/api/cities/${krosno.cityId}`) return Response.json(krosno);
    if (url.pathname === '/api/cities' && url.searchParams.get('query') === 'Kra')
      return Response.json(found);
    return Response.json([]);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('city select', () => {
  it("lists the server's places in its order by their labels, the chosen city no longer on top", async () => {
    stubCitiesApi();
    renderInApp(<CitySelect label="Miejscowość" value={String(krosno.cityId)} onChange={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Miejscowość' });
    await waitFor(() => expect(input).toHaveProperty('value', 'Krosno'));

    await userEvent.clear(input);
    await userEvent.type(input, 'Kra');

    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true }).length).toBeGreaterThan(1), {
      timeout: 3000,
    });
    const options = screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(options.slice(0, 4)).toEqual([
      'Kraków',
      'Kraków, Krowodrza',
      'Krajenka',
      'Krasne (gmina Krasne, powiat przasnyski)',
    ]);
    expect(options.indexOf('Krosno')).not.toBe(0);
  });
});
