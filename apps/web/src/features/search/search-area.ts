// The search area of the 'Zaznacz na mapie' overlay: a rectangle (the spec's `coordinates`) or a polygon
// (`polygon`), read from and written to their query parameters.
import {
  type Bounds,
  type Polygon,
  parseCoordinates,
  parsePolygon,
  serializeCoordinates,
  serializePolygon,
} from '@portal/domain';

export type AreaShape = 'Rectangle' | 'Polygon';
export type DrawnArea = { shape: 'Rectangle'; bounds: Bounds } | { shape: 'Polygon'; polygon: Polygon };
/** The area as its two query parameters, '' for the one not used (or both when there is no area). */
export type AreaParams = { coordinates: string; polygon: string };

export function areaOfParams({ coordinates, polygon }: AreaParams): DrawnArea | undefined {
  const vertices = polygon ? parsePolygon(polygon) : undefined;
  if (Array.isArray(vertices)) return { shape: 'Polygon', polygon: vertices };
  const bounds = parseCoordinates(coordinates);
  return bounds ? { shape: 'Rectangle', bounds } : undefined;
}

export function paramsOfArea(area: DrawnArea): AreaParams {
  return area.shape === 'Polygon'
    ? { coordinates: '', polygon: serializePolygon(area.polygon) }
    : { coordinates: serializeCoordinates(area.bounds), polygon: '' };
}
