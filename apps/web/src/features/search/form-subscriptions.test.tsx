// On the server the search form reads its errors, map area and city from its starting values rather than
// subscribing to react-hook-form (form-subscriptions.tsx): its markup must be the one the browser's form hydrates.
import { serializeCoordinates } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { inBuild } from '../../../test/builds.tsx';
import { searchTexts } from './search-texts.ts';

/** The search panel of the browser's build or of the server's. */
async function renderer(isServer: boolean) {
  const { SearchPanel, CityField, render } = await inBuild(isServer, async () => ({
    ...(await import('./search-panel.tsx')),
    ...(await import('./form-subscriptions.tsx')),
  }));
  return { CityField, render: (path: string) => render(<SearchPanel />, path) };
}

const area = encodeURIComponent(serializeCoordinates({ north: 50.1, south: 50, east: 20, west: 19.9 }));
const addresses = [
  '/',
  '/wyszukaj-ogloszenia?type=apartment&rent=0&city=918123&priceTo=800000&areaFrom=40&rooms=3',
  `/wyszukaj-ogloszenia?type=house&rent=1&coordinates=${area}&landAreaFrom=500&elevator=1`,
];

describe('the search form, rendered on the server', () => {
  it("writes the markup of the browser's form: its city, map area and more options as the address sets them", async () => {
    const browser = await renderer(false);
    const server = await renderer(true);
    expect(server.CityField.name).not.toBe(browser.CityField.name);
    for (const path of addresses) {
      const html = server.render(path);
      expect(html).toBe(browser.render(path));
    }
    // The map area's badge and the chosen city's clear button are there.
    expect(server.render(addresses[2] ?? '')).toContain(searchTexts.areaSelected);
    expect(server.render(addresses[1] ?? '')).toContain('value="918123"');
  });
});
