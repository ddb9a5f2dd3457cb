// GET /api/site/properties/{id}, POST …/split and …/join (admin): the property an ad shows, and the admin's split of
// a wrong merge and join of a missed one.
import { adminApiPaths } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../api/client.ts';

const propertyKey = (estateId: number) => ['admin', 'property', estateId] as const;

export const propertyQuery = (estateId: number) =>
  queryOptions({
    queryKey: propertyKey(estateId),
    queryFn: ({ signal }) =>
      apiGet(adminApiPaths.property(estateId), {
        schema: (schemas) => schemas.PropertyAdminSchema,
        signal,
      }),
    retry: false,
  });

export function useProperty(estateId: number | null) {
  return useQuery({ ...propertyQuery(estateId ?? 0), enabled: estateId !== null });
}

export function useSplitProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (estateId: number) =>
      apiPost(adminApiPaths.propertySplit(estateId), undefined, {
        schema: (schemas) => schemas.MessageResponseSchema,
      }),
    // The property and every list showing its card change.
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useJoinProperties() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ estateId, otherEstateId }: { estateId: number; otherEstateId: number }) =>
      apiPost(
        adminApiPaths.propertyJoin(estateId),
        { otherEstateId },
        { schema: (schemas) => schemas.MessageResponseSchema },
      ),
    onSuccess: () => client.invalidateQueries(),
  });
}
