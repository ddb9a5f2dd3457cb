// GET /api/site/transparency: the figures of notice and action that /przejrzystosc shows.
import { apiPaths } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function getTransparency(signal?: AbortSignal) {
  return apiGet(apiPaths.transparency, {
    schema: (schemas) => schemas.TransparencySchema,
    ...(signal ? { signal } : {}),
  });
}

export const transparencyQuery = queryOptions({
  queryKey: ['site', 'transparency'],
  queryFn: ({ signal }) => getTransparency(signal),
  // The server counts them anew every five minutes.
  staleTime: 5 * 60_000,
});

export function useTransparency() {
  return useQuery(transparencyQuery);
}
