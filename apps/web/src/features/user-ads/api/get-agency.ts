// GET /api/estates/user/{userId}/agency: a company's page data (404 for a private person or an unknown id).
import { apiPaths } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export function getAgency(userId: number, signal?: AbortSignal) {
  return apiGet(apiPaths.estates.agency(userId), {
    schema: (schemas) => schemas.AgencySchema,
    ...(signal ? { signal } : {}),
  });
}

export function agencyQuery(userId: number) {
  return queryOptions({
    queryKey: ['agency', userId],
    queryFn: ({ signal }) => getAgency(userId, signal),
    // Not a company, or no account at all: asking again would not change that.
    retry: false,
  });
}

export function useAgency(userId: number) {
  return useQuery(agencyQuery(userId));
}
