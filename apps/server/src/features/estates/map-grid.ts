import type { Bounds } from '@portal/domain';

/**
 * The grid of the map of results. At zoom z a cell is 360 / 2^(z + 2) degrees each way, 64 pixels wide on a
 * 256-pixel tile map, so clusters never crowd each other; each zoom's cells split the cells of the zoom before in
 * four, so the clusters of a zoom are sums of the cells of any finer zoom. map_cells (migration 0023) stores the
 * counts of `storedLevels`, map_bands (migrations 0027 and 0030) those of `bandLevels` by price band and rooms class, with
 * the same arithmetic in their triggers.
 */
export const storedLevels = [8, 13] as const;
export const bandLevels = [6, 7, 8] as const;

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

/**
 * The price bands of map_bands, with the same arithmetic in its trigger (map_price_band, migration 0030). From
 * 10 zł up, each decade is cut at every price of two significant digits, its edges (1.0, 1.1, 1.2 … 9.9 × 10^k),
 * where nearly all the values people type fall (270 000, 1 200 000, 2 500). Each edge is a band of its own, the ads
 * priced at exactly it, and so is each gap between two edges: a range from an edge to an edge, either end
 * inclusive, is then a run of whole bands, and an end in a gap reads only ads within a tenth of its price. Edge e is
 * (10 + e mod 90) × 10^floor(e / 90); its band is 2e and the gap above it 2e + 1, every price under the first edge
 * being band -1. A price's band is read from its decimal digits, as text on both sides so that no rounding can
 * differ: how many they are picks the decade, the first two the edge at or below the price, and the price is that
 * edge when the rest are zeros.
 */
const edgesPerDecade = 90;

const edgePrice = (edge: number) => (10 + (edge % edgesPerDecade)) * 10 ** Math.floor(edge / edgesPerDecade);

export function priceBand(price: number): number {
  if (price < edgePrice(0)) return -1;
  const digits = String(price);
  const edge = (digits.length - 2) * edgesPerDecade + Number(digits.slice(0, 2)) - 10;
  const isEdge = /^0*$/.test(digits.slice(2));
  return 2 * edge + (isEdge ? 0 : 1);
}

/**
 * Where a price range lies on the bands: `bands`, the run of whole bands inside it (no bound on an open end), or
 * none when it lies inside one gap; `below`, where the gap its start cuts ends (its prices under it), and `above`,
 * where the gap its end cuts begins (its prices over it). The ads of the cut gaps are read, the whole bands summed.
 */
export type PriceSplit = { bands?: { first?: number; last?: number }; below?: number; above?: number };

export function splitPrices(from: number | undefined, to: number | undefined): PriceSplit {
  const start = from === undefined ? undefined : priceBand(from);
  const end = to === undefined ? undefined : priceBand(to);
  // An end in a gap leaves it out: its first whole band is the next edge, its last the edge before.
  const first = start === undefined ? undefined : start + (start & 1);
  const last = end === undefined ? undefined : end - (end & 1);
  if (last !== undefined && last < (first ?? -1)) return {};
  return {
    bands: { first, last },
    below: first === start || first === undefined ? undefined : edgePrice(first / 2),
    above: last === end || last === undefined ? undefined : edgePrice(last / 2),
  };
}

/**
 * The rooms classes of map_bands, with the same arithmetic in its trigger (map_rooms_class): 0 for an ad without
 * rooms, one class for each number of rooms below the cap, and one for the cap and more. Searches offer up to 4 or
 * more rooms: past the cap a search is read from the ads.
 */
export const roomsCap = 6;

/**
 * The run of classes holding exactly the ads of a search's rooms (`rooms` exact, `roomsFrom` a minimum), empty when
 * none can match; undefined when the search tells apart numbers of rooms past the cap.
 */
export function roomsClasses(
  rooms: number | undefined,
  roomsFrom: number | undefined,
): { first: number; last: number } | undefined {
  if (rooms === undefined && roomsFrom === undefined) return { first: 0, last: roomsCap };
  const least = Math.max(rooms ?? 1, roomsFrom ?? 1);
  if (rooms === undefined) return least <= roomsCap ? { first: least, last: roomsCap } : undefined;
  return rooms < roomsCap ? { first: least, last: rooms } : undefined;
}
