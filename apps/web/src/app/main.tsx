// Browser entry: styles, the session check, the page's embedded first data, the runtime config request, then the
// first render, or the hydration of the HTML the server rendered (public pages, render-page.tsx).
import './first-paint-styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { seedInitialData } from '../api/initial-data.ts';
import { runtimeConfigQuery } from '../api/runtime-config.ts';
import { watchSessionExpiry } from '../features/account/session.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { routeTree } from './router.tsx';

watchSessionExpiry();
const queryClient = createQueryClient();
// The page's first data came with the HTML (public pages): in the cache before the first render, not fetched again.
seedInitialData(queryClient);
// Started now unless the page carried it, not awaited: the first paint never waits for deployment settings.
void queryClient.prefetchQuery(runtimeConfigQuery);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const app = (
  <Providers client={queryClient}>
    <RouterProvider router={createBrowserRouter(routeTree)} />
  </Providers>
);

const start = () => {
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // A transition lets React hydrate in slices between which the browser handles input and paints, instead of
  // one long task; the server's HTML is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(container, app, {
      // React then renders the part again in the browser: the page works, but the server's HTML was wasted.
      onRecoverableError: (error) => console.error('Hydration mismatch', error),
    });
  });
};

// The rest of Mantine's styles, fetched alongside the scripts: the first render waits for them, so that no dialog
// or menu opened at once shows unstyled (a stylesheet that failed to load does not keep the page from working).
// Not a top-level await: with one, the bundler splits the entry's modules into a chunk each (+5 kB of scripts).
void import('./mantine-styles.css').then(start, start);
