import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { useCanonicalCityAddress } from './canonical-city-address.ts';

function CityList() {
  useCanonicalCityAddress({ type: 'house', rent: 1, cityId: 950463, page: 2 }, 'Kraków');
  const { pathname, search } = useLocation();
  return <output aria-label="Adres">{`${pathname}${search}`}</output>;
}

describe("a city list's address", () => {
  it("shows the city's own slug, the page and sort kept", async () => {
    renderInApp(
      <Routes>
        <Route path="/domy/wynajem/:cityId/:citySlug/:page?" element={<CityList />} />
      </Routes>,
      '/domy/wynajem/950463/warszawa/oferty-2?sort=cena-rosnaco',
    );
    expect((await screen.findByLabelText('Adres')).textContent).toBe(
      '/domy/wynajem/950463/krakow/oferty-2?sort=cena-rosnaco',
    );
  });
});
