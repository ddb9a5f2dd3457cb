// GET /api/site/imports/runs?integrationId=&page= (admin): the runs of all integrations or of one, newest first.
import { adminApiPaths } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';
import { importsKey } from './import-integrations.ts';

const runningRefetchMs = 2000;

export type ImportRunsFilter = { integrationId?: number; page: number };

export function importRunsQuery({ integrationId, page }: ImportRunsFilter) {
  return queryOptions({
    queryKey: [...importsKey, 'runs', integrationId ?? 'all', page],
    queryFn: ({ signal }) =>
      apiGet(adminApiPaths.importRuns({ integrationId, page }), {
        schema: (schemas) => schemas.AdminImportRunPageSchema,
        signal,
      }),
  });
}

export function useImportRuns(filter: ImportRunsFilter) {
  // The previous page stays on screen while the next loads, so the pagination does not jump.
  // A run in progress ('Importuj teraz' goes on in the background) is followed until it ends.
  return useQuery({
    ...importRunsQuery(filter),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.status === 'running') ? runningRefetchMs : false,
  });
}
