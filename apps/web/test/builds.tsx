// Parts the server's build renders as plain elements must write the markup of the Mantine parts the browser's build
// hydrates in their place: a test loads both builds' modules (import.meta.env.SSR) and compares their markup.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * Loads `load`'s modules afresh as the server's build (`isServer`) or the browser's sees them, with the app's
 * providers from the same module graph; `render` writes a tree within them, at a router address, as the server does.
 */
export async function inBuild<T>(isServer: boolean, load: () => Promise<T>) {
  vi.stubEnv('SSR', isServer);
  vi.resetModules();
  try {
    const [
      loaded,
      { MantineProvider },
      { QueryClient, QueryClientProvider },
      { StaticRouter },
      { mantineSettings },
    ] = await Promise.all([
      load(),
      import('@mantine/core'),
      import('@tanstack/react-query'),
      import('react-router'),
      import('../src/app/providers.tsx'),
    ]);
    const render = (tree: ReactNode, path = '/') =>
      renderToString(
        <MantineProvider {...mantineSettings}>
          <QueryClientProvider client={new QueryClient()}>
            <StaticRouter location={path}>{tree}</StaticRouter>
          </QueryClientProvider>
        </MantineProvider>,
      );
    return { ...loaded, render };
  } finally {
    vi.unstubAllEnvs();
  }
}
