// The search area drawn as a polygon. In the query string it is compact, 'lat,lng;lat,lng;…' with at most five
// decimals (about a metre), so that a shared search's URL stays short; the ring is closed implicitly.
import { Limits } from '../limits.ts';
import { type Bounds, isLatitude, isLongitude } from './coordinates.ts';

/** The polygon's vertices as [lat, lng] pairs, in drawing order. */
export type Polygon = [number, number][];

/** Why a polygon parameter was refused: its form, or more vertices than a search takes. */
export type PolygonError = 'invalid' | 'tooManyVertices';

const round = (value: number) => Math.round(value * 100_000) / 100_000;

/** Reads the polygon parameter: its vertices, or why it cannot be one. */
export function parsePolygon(text: string): Polygon | PolygonError {
  const pairs = text.split(';');
  if (pairs.length > Limits.polygonVertices.max) return 'tooManyVertices';
  if (pairs.length < Limits.polygonVertices.min) return 'invalid';
  const vertices: Polygon = [];
  for (const pair of pairs) {
    const parts = pair.split(',');
    // Number('') is 0: an empty part is refused before it could become the equator.
    if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return 'invalid';
    const [lat, lng] = parts.map(Number) as [number, number];
    if (!isLatitude(lat) || !isLongitude(lng)) return 'invalid';
    vertices.push([lat, lng]);
  }
  return vertices;
}

/** The polygon parameter for vertices: rounded to five decimals, in drawing order. */
export function serializePolygon(polygon: Polygon): string {
  return polygon.map(([lat, lng]) => `${round(lat)},${round(lng)}`).join(';');
}

/** The smallest rectangle holding the polygon. */
export function polygonBounds(polygon: Polygon): Bounds {
  const lats = polygon.map(([lat]) => lat);
  const lngs = polygon.map(([, lng]) => lng);
  return {
    north: Math.max(...lats),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    west: Math.min(...lngs),
  };
}
