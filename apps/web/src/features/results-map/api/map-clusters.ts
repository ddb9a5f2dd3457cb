// GET /api/estates/map-clusters?{criteria}&bounds&zoom: the ads of a search in the map's view, grouped by cell.
import { apiPaths, type Bounds, serializeCoordinates } from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

export type MapView = { bounds: Bounds; zoom: number };

/** `criteria` is the search's query string without page and order. */
export function mapClustersQuery(criteria: string, view: MapView | undefined) {
  const params = new URLSearchParams(criteria);
  if (view) {
    params.set('bounds', serializeCoordinates(view.bounds));
    params.set('zoom', String(view.zoom));
  }
  return queryOptions({
    queryKey: ['estates', 'map-clusters', params.toString()],
    queryFn: ({ signal }) =>
      apiGet(apiPaths.estates.mapClusters(params.toString()), {
        schema: (schemas) => schemas.MapClustersSchema,
        signal,
      }),
    enabled: view !== undefined,
    // The markers stay while the next view's answer comes.
    placeholderData: keepPreviousData,
  });
}
