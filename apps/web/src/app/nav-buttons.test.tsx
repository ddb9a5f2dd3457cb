// On the server the navbar's menu triggers and burger are plain elements (nav-buttons.tsx), which must be the
// markup Mantine's UnstyledButton and Burger write, since the browser hydrates the page with those.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The navbar of the browser's build or of the server's, with the providers of its own module graph. */
async function renderNav(isServer: boolean) {
  vi.stubEnv('SSR', isServer);
  vi.resetModules();
  const { MainNav } = await import('./main-nav.tsx');
  const { MantineProvider } = await import('@mantine/core');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { StaticRouter } = await import('react-router');
  const { mantineSettings } = await import('./providers.tsx');
  vi.unstubAllEnvs();
  return renderToString(
    <MantineProvider {...mantineSettings}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location="/">
          <MainNav />
        </StaticRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllEnvs());

describe('the navbar, rendered on the server', () => {
  it("writes the markup of Mantine's menu triggers and closed burger", async () => {
    const server = await renderNav(true);
    expect(server).toContain('aria-label="Otwórz menu" aria-expanded="false"');
    expect(server).toContain('Wynajem<!-- --> ▾</button>');
    expect(server).toBe(await renderNav(false));
  });
});
