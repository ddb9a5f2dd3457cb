import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * For a list the server rendered but left out of the page's first data (apps/server/src/features/seo/first-data.ts,
 * `embedded`): while the browser hydrates the server's markup, the query still pending suspends the nearest
 * <Suspense> instead of rendering its loading state, so React keeps the server's markup until the answer arrives
 * and hydrates it then. Later renders (another search) show the loading state as before; so does the server, which
 * has every answer.
 */
export function useServerMarkupUntilLoaded<T, Key extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, Key>,
  isPending: boolean,
): void {
  const client = useQueryClient();
  // The server's snapshot is read only while hydrating.
  const isHydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  if (import.meta.env.SSR || !isHydrating || !isPending) return;
  // Settled either way: a failed search then renders as it would have without the server's markup.
  throw client.fetchQuery(options).catch(() => undefined);
}
