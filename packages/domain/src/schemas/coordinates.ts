// The search map rectangle. In the query string it is the JSON of {north, south, east, west} in degrees:
// named edges read unambiguously in a URL, unlike a pair of corner arrays whose order must be remembered.

export type Bounds = { north: number; south: number; east: number; west: number };

export function isLatitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isLongitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;
}

/** Reads the coordinates parameter; anything but a well-formed rectangle gives undefined. */
export function parseCoordinates(text: string | null | undefined): Bounds | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { north, south, east, west } = value as Record<string, unknown>;
  if (!isLatitude(north) || !isLatitude(south) || !isLongitude(east) || !isLongitude(west)) return undefined;
  if (south > north || west > east) return undefined;
  return { north, south, east, west };
}

/** The coordinates parameter for a rectangle, edges in a fixed order so equal areas give equal URLs. */
export function serializeCoordinates(bounds: Bounds): string {
  const { north, south, east, west } = bounds;
  return JSON.stringify({ north, south, east, west });
}
