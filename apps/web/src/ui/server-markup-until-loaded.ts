import { answerFingerprint } from '@portal/domain';
import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { renderedAnswerQueryKey } from '../api/initial-data.ts';
import { StaleServerMarkup } from './stale-server-markup.ts';

const subscribe = () => () => {};

/**
 * For a list the server rendered but left out of the page's first data (apps/server/src/features/seo/first-data.ts,
 * `embedded`): while the browser hydrates the server's markup, the query still pending suspends the nearest
 * <Suspense> instead of rendering its loading state, so React keeps the server's markup until the answer arrives
 * and hydrates it then. An answer that is not the one the server rendered (an ad added or changed meanwhile, or the
 * call failed) could not hydrate that markup: the section is then rendered afresh (StaleServerMarkup). Later renders
 * (another search) show the loading state as before; so does the server, which has every answer.
 */
export function useServerMarkupUntilLoaded<T, Key extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, Key>,
  { isPending, data }: { isPending: boolean; data: T | undefined },
): void {
  const client = useQueryClient();
  // The server's snapshot is read only while hydrating.
  const isHydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  if (import.meta.env.SSR || !isHydrating) return;
  // A failed load (a refused search) shows its error, not the server's loading state: rendered afresh, as a changed
  // answer is. Not fetched again here: each retry would suspend the section anew, and call the API for ever.
  if (client.getQueryState(options.queryKey)?.status === 'error') throw new StaleServerMarkup();
  // Settled either way: a failure is then the case above.
  if (isPending) throw client.fetchQuery(options).catch(() => undefined);
  const rendered = client.getQueryData(renderedAnswerQueryKey(options.queryKey));
  if (rendered === undefined) return;
  if (data === undefined || answerFingerprint(data) !== rendered) throw new StaleServerMarkup();
}
