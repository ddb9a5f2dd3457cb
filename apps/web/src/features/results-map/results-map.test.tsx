import { type Bounds, parseCoordinates, routes } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import ResultsMap from './results-map.tsx';

/** The address the app is at, to read where a button has led. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Adres">{`${pathname}${search}`}</output>;
}

const currentAddress = () => new URL(screen.getByLabelText('Adres').textContent ?? '', 'http://portal.test');

/** The area the current address searches. */
function searchedArea(): Bounds {
  const area = parseCoordinates(currentAddress().searchParams.get('coordinates'));
  if (!area) throw new Error(`No area searched: ${currentAddress()}`);
  return area;
}

const contains = (outer: Bounds, inner: Bounds) =>
  outer.north >= inner.north &&
  outer.south <= inner.south &&
  outer.east >= inner.east &&
  outer.west <= inner.west;

describe('the map of results', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', async () => Response.json({ clusters: [], ads: [] }));
    // happy-dom lays nothing out: the map gets the size a page gives it, so that Leaflet's view has an area.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('searches the area the map shows, instead of the drawn one, keeping the other criteria', async () => {
    const drawn = { north: 50.1, south: 49.9, east: 20.1, west: 19.8 };
    renderInApp(
      <>
        <ResultsMap criteria="type=apartment&rent=0&polygon=50.1,19.8;50.1,20.1;49.9,20" />
        <Address />
      </>,
    );
    const searchHere = screen.getByRole('button', { name: 'Szukaj w obszarze mapy' });

    await userEvent.click(searchHere);

    const first = currentAddress();
    expect(first.pathname).toBe(routes.search());
    expect(first.searchParams.get('type')).toBe('apartment');
    expect(first.searchParams.get('rent')).toBe('0');
    expect(first.searchParams.has('polygon')).toBe(false);
    // The map starts on the drawn area: the view holds it.
    const shown = searchedArea();
    expect(contains(shown, drawn)).toBe(true);

    // Zoomed in, the map shows less, and that is what is searched.
    await userEvent.click(screen.getByRole('button', { name: 'Przybliż' }));
    await userEvent.click(searchHere);
    const zoomed = searchedArea();
    expect(contains(shown, zoomed)).toBe(true);
    expect(contains(zoomed, shown)).toBe(false);
  });

  it("credits Leaflet under a Polish title, not the library's English one", () => {
    renderInApp(<ResultsMap criteria="type=apartment&rent=0" />);
    expect(screen.getByRole('link', { name: 'Leaflet' }).getAttribute('title')).toBe(
      'Biblioteka map interaktywnych',
    );
  });
});
