// What the map's tests share: the whole of Poland as a view, a query's criteria, and cells compared as sums.
import { type Bounds, MapClustersQuerySchema, serializeCoordinates } from '@portal/domain';
import { expect } from 'vitest';

export const poland: Bounds = { north: 55, south: 49, west: 14, east: 25 };

type Counted = { lat: number; lng: number; count: number };

/**
 * Two answers hold the same cells: the paths sum the same coordinates in different orders, so the means may differ
 * in their last bits.
 */
export function expectSameCells(actual: Counted[], expected: Counted[]) {
  const isSame = (a: Counted, b: Counted) =>
    a.count === b.count && Math.abs(a.lat - b.lat) < 1e-9 && Math.abs(a.lng - b.lng) < 1e-9;
  const extra = [...actual];
  const missing = expected.filter((cell) => {
    const found = extra.findIndex((other) => isSame(cell, other));
    if (found >= 0) extra.splice(found, 1);
    return found < 0;
  });
  expect({ missing, extra }).toEqual({ missing: [], extra: [] });
}

/** A map query's criteria as the route takes them. */
export const criteriaOf = (input: Record<string, string | number>) => {
  const {
    bounds: _view,
    zoom: _zoom,
    ...criteria
  } = MapClustersQuerySchema.parse({
    ...input,
    bounds: serializeCoordinates(poland),
    zoom: 6,
  });
  return criteria;
};
