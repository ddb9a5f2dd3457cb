// Browser entry: styles, the session check, the page's embedded first data, the runtime config request, then the
// first render, or the hydration of the HTML the server rendered (public pages, render-page.tsx).
import './first-paint-styles.css';
import 'virtual:theme-variables.css';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { seedInitialData } from '../api/initial-data.ts';
import { runtimeConfigQuery } from '../api/runtime-config.ts';
import { watchSessionExpiry } from '../api/session.ts';
import { isStaleServerMarkup } from '../ui/stale-server-markup.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { preloadMatchedPages, routeTree } from './router.tsx';

/**
 * Lets the browser run what waits (input, paint) before the next step. The start is cut in steps: in one task, the
 * session check, the cache, the router and the first render of a server-rendered page made one long task
 * (bench/lighthouse.ts counts it in the total blocking time), during which a tap on the page got no answer.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

function prepareData(): QueryClient {
  watchSessionExpiry();
  const queryClient = createQueryClient();
  // The page's first data came with the HTML (public pages): in the cache before the first render, not fetched again.
  seedInitialData(queryClient);
  // Started now unless the page carried it, not awaited: the first paint never waits for deployment settings.
  void queryClient.prefetchQuery(runtimeConfigQuery);
  return queryClient;
}

function hydrate(container: HTMLElement, app: ReactNode) {
  // A transition lets React hydrate in slices between which the browser handles input and paints, instead of
  // one long task; the server's HTML is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(container, app, {
      // React then renders the part again in the browser: the page works, but the server's HTML was wasted. Data
      // that changed since the server's render is no mismatch: that part shows the newer data.
      onRecoverableError: (error) => {
        if (!isStaleServerMarkup(error)) console.error('Hydration mismatch', error);
      },
    });
  });
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  // The rest of Mantine's styles, fetched alongside the scripts: the first render waits for them, so that no dialog
  // or menu opened at once shows unstyled (a stylesheet that failed to load does not keep the page from working).
  const styles = import('./mantine-styles.css').catch(() => undefined);
  await nextTask();
  const queryClient = prepareData();
  await styles;
  const router = createBrowserRouter(routeTree);
  const app = (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
  if (!container.hasChildNodes()) {
    // A page the browser renders shows its header and footer while the screen's chunk loads.
    createRoot(container).render(app);
    return;
  }
  // A screen that failed to load shows it in its render, as the route's error.
  await preloadMatchedPages(router.state.matches).catch(() => undefined);
  await nextTask();
  hydrate(container, app);
}

void start();
