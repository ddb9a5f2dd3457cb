// Everything the screens expect around them: strict mode, theme, notifications and the data cache.
import { MantineProvider } from '@mantine/core';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { retryUnlessRefused } from '../api/client.ts';
import { theme } from '../ui/theme.ts';

// Mantine's notification container (transitions, drag to dismiss) is not needed for the first paint: loaded after.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** One per page load in the browser, one per rendered page on the server (render-page.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Spec §7: a failed data load is logged and leaves an empty state; screens render the empty state.
    queryCache: new QueryCache({
      onError: (error, query) => console.warn('Data load failed', query.queryKey, error),
    }),
    defaultOptions: {
      queries: {
        // Ads change within minutes, not seconds; refetching on every tab switch would only add load.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: retryUnlessRefused,
      },
    },
  });
}

/**
 * The theme's CSS variables and the classes of hiddenFrom / visibleFrom come with the entry's stylesheet
 * (vite.config.ts, themeVariables) rather than as the <style> elements Mantine would render inside #root, and
 * components carry no static class names (mantine-Text-root …, which no style of ours selects): all of them were
 * bytes of every server-rendered page and work of every render.
 */
export const mantineSettings = {
  theme,
  defaultColorScheme: 'light',
  withCssVariables: false,
  withGlobalClasses: false,
  withStaticClasses: false,
} as const;

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider {...mantineSettings}>
        {/* Nothing to show in the server's page, where the container would render nothing after its work. */}
        <Suspense fallback={null}>{!import.meta.env.SSR && <Notifications position="top-right" />}</Suspense>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
