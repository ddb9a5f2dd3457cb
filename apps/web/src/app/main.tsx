// Browser entry: styles, the session check, the page's embedded first data, the runtime config request, then the
// first render.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { seedInitialData } from '../api/initial-data.ts';
import { loadRuntimeConfig } from '../api/runtime-config.ts';
import { watchSessionExpiry } from '../features/account/session.ts';
import { Providers, queryClient } from './providers.tsx';
import { router } from './router.tsx';

watchSessionExpiry();
// The page's first data came with the HTML (public pages): in the cache before the first render, not fetched again.
seedInitialData(queryClient);
// Started now, not awaited: the first paint never waits for deployment settings.
void loadRuntimeConfig();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
