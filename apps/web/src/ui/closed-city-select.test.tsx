// On the server the search form's city select is plain elements (closed-city-select.tsx), which must be the markup
// Mantine's Select writes, since the browser hydrates the page with that Select.
import { describe, expect, it } from 'vitest';
import { inBuild } from '../../test/builds.tsx';
import type { CitySelect as Select } from './city-select.tsx';

type Props = Parameters<typeof Select>[0];

/** The select of the browser's build or of the server's. */
async function renderer(isServer: boolean) {
  const { CitySelect, render } = await inBuild(isServer, () => import('./city-select.tsx'));
  return { CitySelect, render: (props: Props) => render(<CitySelect {...props} />) };
}

describe('the city select, rendered on the server', () => {
  it("writes the markup of Mantine's Select, with no city chosen and with one", async () => {
    const browser = await renderer(false);
    const server = await renderer(true);
    expect(server.CitySelect.name).not.toBe(browser.CitySelect.name);
    for (const value of ['', '918123']) {
      const props = { label: 'Miejscowość', value, onChange: () => {} };
      expect(server.render(props)).toBe(browser.render(props));
    }
  });

  it("leaves an error to Mantine's Select, which shows it", async () => {
    const browser = await renderer(false);
    const server = await renderer(true);
    const props = { label: 'Miejscowość', value: '', onChange: () => {}, error: 'Wybierz miejscowość' };
    expect(server.render(props)).toContain('Wybierz miejscowość');
    expect(server.render(props)).toBe(browser.render(props));
  });
});
