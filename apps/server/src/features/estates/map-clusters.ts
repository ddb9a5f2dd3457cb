import {
  Limits,
  type MapAd,
  type MapCluster,
  type MapClusters,
  type MapClustersQuery,
  messages,
} from '@portal/domain';
import { type AnyColumn, and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, mapCells } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { countListed, exactCountLimit } from './count-listed.ts';
import { insideBounds } from './geo.ts';
import { isListed } from './listed.ts';
import { type CellRange, cellCount, cellRange, finerRange, rangeBounds, storedLevels } from './map-grid.ts';
import { type SearchCriteria, searchFilter } from './search-estates.ts';

type Cell = MapCluster & { estateId: number };

/** The criteria map_cells keeps apart: a search by these alone can be answered from it. */
const storedCriteria = new Set(['type', 'rent', 'province', 'city']);

/** The finest stored level whose cells the zoom's cells are sums of, if any. */
function storedLevelFor(criteria: SearchCriteria, zoom: number): number | undefined {
  const given = Object.entries(criteria).filter(([, value]) => value !== undefined);
  if (given.some(([key]) => !storedCriteria.has(key))) return undefined;
  return storedLevels.find((level) => level >= zoom);
}

/** The search's ads in the view's cells, grouped by cell, read from the ads themselves. */
export async function countedCells(
  db: Db,
  criteria: SearchCriteria,
  range: CellRange,
  zoom: number,
): Promise<Cell[]> {
  // The arithmetic of map_cells' trigger, so that both put an ad in the same cell.
  const cell = (degrees: AnyColumn) => sql`floor(${degrees} * ${sql.raw(String(2 ** (zoom + 2)))} / 360)`;
  const x = cell(estates.longitude);
  const y = cell(estates.latitude);
  // The map's index narrows the ads to the view's rectangle. PostgreSQL cannot tell how many ads a rectangle holds
  // and took it for a few: where a named city or a wide view holds many, it read every ad of the rectangle from the
  // table (bench/README.md, the maps of results by criteria). The city's index and the map's list index hold what
  // the cells need (migrations 0025 and 0026) and are read alone instead. The cells of the view are picked from the
  // groups: as conditions on the ads PostgreSQL took them for a sliver too, and sorted on disk what it had to group.
  const inView =
    criteria.city === undefined && zoom >= storedLevels[0]
      ? insideBounds(rangeBounds(range, zoom), criteria, undefined, 'view')
      : undefined;
  const cells = await db
    .select({
      x: sql<number>`${x}`,
      y: sql<number>`${y}`,
      lat: sql<number>`avg(${estates.latitude})`,
      lng: sql<number>`avg(${estates.longitude})`,
      count: sql<number>`count(*)::int`,
      estateId: sql<number>`min(${estates.estateId})`,
    })
    .from(estates)
    .where(and(isListed(), searchFilter(criteria), inView))
    .groupBy(x, y);
  return cells.flatMap(({ x, y, ...cell }) =>
    x >= range.west && x <= range.east && y >= range.south && y <= range.north ? [cell] : [],
  );
}

/**
 * The city of the rows counting the ads of every place: the whole of Poland sums a few hundred cells per category.
 * A province has none of its own: its search sums its cities' rows (the rows of every place say province 0).
 */
const everyPlace = 0;

/** The same from map_cells, summing the stored level's cells into the zoom's. */
export async function storedCells(
  db: Db,
  criteria: SearchCriteria,
  range: CellRange,
  zoom: number,
  level: number,
): Promise<Cell[]> {
  const split = sql.raw(String(2 ** (level - zoom)));
  const cells = finerRange(range, zoom, level);
  const where: (SQL | undefined)[] = [
    eq(mapCells.level, level),
    criteria.type ? eq(mapCells.type, criteria.type) : undefined,
    criteria.rent === undefined ? undefined : eq(mapCells.rent, criteria.rent),
    criteria.city ? eq(mapCells.cityId, criteria.city) : undefined,
    criteria.province ? eq(mapCells.provinceId, criteria.province) : undefined,
    criteria.city || criteria.province ? undefined : eq(mapCells.cityId, everyPlace),
    between(mapCells.cx, cells.west, cells.east),
    between(mapCells.cy, cells.south, cells.north),
  ];
  const ads = sql`sum(${mapCells.ads})`;
  return db
    .select({
      lat: sql<number>`sum(${mapCells.latSum}) / ${ads}`,
      lng: sql<number>`sum(${mapCells.lngSum}) / ${ads}`,
      count: sql<number>`${ads}::int`,
      // Stored cells know no ad: a cell of one stays a cluster, which a click zooms into.
      estateId: sql<number>`0`,
    })
    .from(mapCells)
    .where(and(...where))
    .groupBy(sql`floor(${mapCells.cx}::float8 / ${split})`, sql`floor(${mapCells.cy}::float8 / ${split})`)
    .having(sql`${ads} > 0`);
}

/** Whether the search holds more ads than are counted exactly; its count is shared with the search's (same key). */
const isLong = async (db: Db, criteria: SearchCriteria) =>
  (await countListed(db, `search:${JSON.stringify(criteria)}`, () => searchFilter(criteria))) >
  exactCountLimit;

/** What the popups of the ads alone in their cells show. */
async function singleAds(db: Db, ids: number[]): Promise<MapAd[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      estateId: estates.estateId,
      type: estates.type,
      title: estates.title,
      price: estates.price,
      area: estates.area,
      lat: sql<number>`${estates.latitude}`,
      lng: sql<number>`${estates.longitude}`,
    })
    .from(estates)
    .where(inArray(estates.estateId, ids));
}

/**
 * GET /api/estates/map-clusters: every ad of a search in the map's view, grouped by the zoom's grid (map-grid.ts):
 * a cell of several ads is a cluster with their count and mean point, an ad alone in its cell comes with its popup.
 * A search longer than is counted exactly (the whole of Poland) by category and place only is summed from map_cells;
 * every other is grouped from the ads, the ads matching it being then few or bounded by the view.
 */
export async function mapClusters(db: Db, query: MapClustersQuery): Promise<MapClusters> {
  const { bounds, zoom, ...criteria } = query;
  const range = cellRange(bounds, zoom);
  if (cellCount(range) > Limits.resultsMap.maxCells) throw badRequest(messages.mapTooLarge);
  const level = storedLevelFor(criteria, zoom);
  const cells =
    level !== undefined && (await isLong(db, criteria))
      ? await storedCells(db, criteria, range, zoom, level)
      : await countedCells(db, criteria, range, zoom);
  const clusters = cells.filter((cell) => cell.count > 1 || cell.estateId === 0);
  const ads = await singleAds(
    db,
    cells.filter((cell) => cell.count === 1 && cell.estateId !== 0).map((cell) => cell.estateId),
  );
  return { clusters: clusters.map(({ lat, lng, count }) => ({ lat, lng, count })), ads };
}
