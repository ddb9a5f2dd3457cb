// On the server the search form's city select is plain elements (closed-city-select.tsx), which must be the markup
// Mantine's Select writes, since the browser hydrates the page with that Select.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CitySelect as Select } from './city-select.tsx';

type Props = Parameters<typeof Select>[0];

/** The select of the browser's build or of the server's, with the providers of its own module graph. */
async function renderer(isServer: boolean) {
  vi.stubEnv('SSR', isServer);
  vi.resetModules();
  const { CitySelect } = await import('./city-select.tsx');
  const { MantineProvider } = await import('@mantine/core');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { mantineSettings } = await import('../app/providers.tsx');
  vi.unstubAllEnvs();
  const render = (props: Props) =>
    renderToString(
      <MantineProvider {...mantineSettings}>
        <QueryClientProvider client={new QueryClient()}>
          <CitySelect {...props} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  return { CitySelect, render };
}

afterEach(() => vi.unstubAllEnvs());

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
