import type { Bounds } from '@portal/domain';

/**
 * The grid of the map of results. At zoom z a cell is 360 / 2^(z + 2) degrees each way, 64 pixels wide on a
 * 256-pixel tile map, so clusters never crowd each other; each zoom's cells split the cells of the zoom before in
 * four, so the clusters of a zoom are sums of the cells of any finer zoom. map_cells (migration 0023) stores the
 * counts of `storedLevels`, with the same arithmetic in its trigger.
 */
export const storedLevels = [8, 13] as const;

/** How many cells of zoom `zoom` a degree holds. */
export const cellsPerDegree = (zoom: number) => 2 ** (zoom + 2) / 360;

/** The cells a view touches at a zoom, as inclusive ranges of cell numbers along x (longitude) and y (latitude). */
export type CellRange = { west: number; east: number; south: number; north: number };

export function cellRange(view: Bounds, zoom: number): CellRange {
  const perDegree = cellsPerDegree(zoom);
  return {
    west: Math.floor(view.west * perDegree),
    east: Math.floor(view.east * perDegree),
    south: Math.floor(view.south * perDegree),
    north: Math.floor(view.north * perDegree),
  };
}

export const cellCount = (range: CellRange) =>
  (range.east - range.west + 1) * (range.north - range.south + 1);

/** The same cells in the numbers of a finer level. */
export function finerRange(range: CellRange, zoom: number, level: number): CellRange {
  const split = 2 ** (level - zoom);
  return {
    west: range.west * split,
    east: (range.east + 1) * split - 1,
    south: range.south * split,
    north: (range.north + 1) * split - 1,
  };
}

/** The view's cells as a rectangle in degrees: an ad counts in its cell, whole cells are read. */
export function rangeBounds(range: CellRange, zoom: number): Bounds {
  const perDegree = cellsPerDegree(zoom);
  return {
    west: range.west / perDegree,
    east: (range.east + 1) / perDegree,
    south: range.south / perDegree,
    north: (range.north + 1) / perDegree,
  };
}
