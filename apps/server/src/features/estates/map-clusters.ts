import {
  estateTypes,
  Limits,
  type MapAd,
  type MapCluster,
  type MapClusters,
  type MapClustersQuery,
  messages,
  rents,
  type SearchCriterionName,
} from '@portal/domain';
import {
  type AnyColumn,
  and,
  between,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, mapBands, mapCells } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { isCostly, throughCostlyGate } from './costly-gate.ts';
import { exactCountLimit } from './count-listed.ts';
import { insideBounds } from './geo.ts';
import { inListIndexes, isInLists } from './listed.ts';
import {
  bandLevels,
  type CellRange,
  cellCount,
  cellRange,
  finerRange,
  type PriceSplit,
  rangeBounds,
  roomsClasses,
  splitPrices,
  storedLevels,
} from './map-grid.ts';
import { countSearch, plannedSearch } from './search-estates.ts';
import { type SearchCriteria, searchFilter } from './search-filter.ts';
import { hasRareListFilters, type SearchPlan } from './search-plan.ts';

type Cell = MapCluster & { estateId: number };

/** The criteria map_cells and map_bands keep apart: a search by these alone can be answered from the table. */
const cellCriteria = new Set<SearchCriterionName>(['type', 'rent', 'province', 'city']);
const bandCriteria = new Set<SearchCriterionName>([
  'type',
  'rent',
  'priceFrom',
  'priceTo',
  'rooms',
  'roomsFrom',
]);

/** The finest stored level whose cells the zoom's cells are sums of, if the table keeps the search's criteria. */
function storedLevelFor(
  criteria: SearchCriteria,
  zoom: number,
  kept: Set<string>,
  levels: readonly number[],
): number | undefined {
  const given = Object.entries(criteria).filter(([, value]) => value !== undefined);
  if (given.some(([key]) => !kept.has(key))) return undefined;
  return levels.find((level) => level >= zoom);
}

/** An ad's cell along one axis at a zoom: the arithmetic of the tables' triggers, so that all put it in one cell. */
const adCell = (degrees: AnyColumn, zoom: number) =>
  sql`floor(${degrees} * ${sql.raw(String(2 ** (zoom + 2)))} / 360)`;

/**
 * The cells of the range, picked from the groups: as conditions on the ads PostgreSQL took them for a sliver of them,
 * and sorted what it had to group.
 */
const inRange = (cells: (Cell & { x: number; y: number })[], range: CellRange): Cell[] =>
  cells.flatMap(({ x, y, ...cell }) =>
    x >= range.west && x <= range.east && y >= range.south && y <= range.north ? [cell] : [],
  );

/**
 * What keeps the read of a map's ads to those it shows, beyond the search itself. The map's index narrows them to
 * the view's rectangle. PostgreSQL cannot tell how many ads a rectangle holds and took it for a few: where a named
 * city or a wide view holds many, it read every ad of the rectangle from the table (bench/README.md, the maps of
 * results by criteria). The city's indexes and the map's list index hold what the cells need (migrations 0025, 0026
 * and 0031) and are read alone instead. A city's ads are asked with a point, as only those are on a map: its price
 * range is then read from the city's index of such ads by price, not from all its ads.
 */
function mapNarrowing(criteria: SearchCriteria, range: CellRange, zoom: number): SQL | undefined {
  if (criteria.city !== undefined) return and(isNotNull(estates.latitude), isNotNull(estates.longitude));
  if (zoom < storedLevels[0]) return undefined;
  return insideBounds(rangeBounds(range, zoom), criteria, undefined, 'view');
}

/** The search's ads grouped by the zoom's cell, read from the ads themselves (plan tested in sort-plans.test.ts). */
export function countedCellsQuery(
  db: Db,
  criteria: SearchCriteria,
  range: CellRange,
  zoom: number,
  where = searchFilter(criteria),
) {
  const x = adCell(estates.longitude, zoom);
  const y = adCell(estates.latitude, zoom);
  return db
    .select({
      x: sql<number>`${x}`,
      y: sql<number>`${y}`,
      lat: sql<number>`avg(${estates.latitude})`,
      lng: sql<number>`avg(${estates.longitude})`,
      count: sql<number>`count(*)::int`,
      estateId: sql<number>`min(${estates.estateId})`,
    })
    .from(estates)
    .where(and(isInLists(), where, mapNarrowing(criteria, range, zoom)))
    .groupBy(x, y);
}

/** The search's ads in the view's cells, grouped by cell, read from the ads themselves. */
export async function countedCells(
  db: Db,
  criteria: SearchCriteria,
  range: CellRange,
  zoom: number,
  where = searchFilter(criteria),
): Promise<Cell[]> {
  return inRange(await countedCellsQuery(db, criteria, range, zoom, where), range);
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

/** The x and y of each row of a part of the map, its ads and the sums of their coordinates. */
const cellOf = (x: SQL, y: SQL, ads: SQL, latSum: SQL, lngSum: SQL) => ({
  x: sql<number>`${x}`.as('x'),
  y: sql<number>`${y}`.as('y'),
  ads: sql<number>`${ads}`.as('ads'),
  latSum: sql<number>`${latSum}`.as('lat_sum'),
  lngSum: sql<number>`${lngSum}`.as('lng_sum'),
});

/** The rows of map_bands of the whole bands and classes of a search, in the zoom's cells. */
function wholeBands(
  db: Db,
  criteria: SearchCriteria,
  range: CellRange,
  zoom: number,
  level: number,
  bands: NonNullable<PriceSplit['bands']>,
  classes: NonNullable<ReturnType<typeof roomsClasses>>,
) {
  const split = sql.raw(String(2 ** (level - zoom)));
  const cells = finerRange(range, zoom, level);
  const { first, last } = bands;
  return db
    .select(
      cellOf(
        sql`floor(${mapBands.cx}::float8 / ${split})`,
        sql`floor(${mapBands.cy}::float8 / ${split})`,
        sql`${mapBands.ads}`,
        sql`${mapBands.latSum}`,
        sql`${mapBands.lngSum}`,
      ),
    )
    .from(mapBands)
    .where(
      and(
        eq(mapBands.level, level),
        criteria.type ? eq(mapBands.type, criteria.type) : undefined,
        criteria.rent === undefined ? undefined : eq(mapBands.rent, criteria.rent),
        first === undefined ? undefined : gte(mapBands.band, first),
        last === undefined ? undefined : lte(mapBands.band, last),
        between(mapBands.roomsClass, classes.first, classes.last),
        between(mapBands.cx, cells.west, cells.east),
        between(mapBands.cy, cells.south, cells.north),
      ),
    );
}

/**
 * The search's ads within `prices`, each in the zoom's cell, counted as map_bands counts them: active, not collapsed
 * and with a point, whatever their expiry, which the nightly job catches up with. They are read from the price index of the
 * ads with a point (migration 0027), each category apart when the search leaves the type or the rent open.
 */
function adsOf(db: Db, criteria: SearchCriteria, zoom: number, prices: SQL | undefined) {
  const x = adCell(estates.longitude, zoom);
  const y = adCell(estates.latitude, zoom);
  return db
    .select(cellOf(x, y, sql`count(*)::int`, sql`sum(${estates.latitude})`, sql`sum(${estates.longitude})`))
    .from(estates)
    .where(
      and(
        inListIndexes(),
        isNotNull(estates.latitude),
        isNotNull(estates.longitude),
        criteria.type ? undefined : inArray(estates.type, [...estateTypes]),
        criteria.rent === undefined ? inArray(estates.rent, [...rents]) : undefined,
        searchFilter(criteria),
        prices,
      ),
    )
    .groupBy(x, y);
}

/**
 * The same from map_bands, for a search by category, price and rooms: the whole bands and rooms classes inside its
 * criteria are summed from the table, the ads of the gaps the ends of its price range cut are read (none when they
 * are edges), and the sums of both grouped into the zoom's cells. A search that tells apart numbers of rooms past
 * the cap, or a price range within one gap, reads its ads alone.
 */
export async function bandedCells(
  db: Db,
  criteria: SearchCriteria,
  range: CellRange,
  zoom: number,
  level: number,
): Promise<Cell[]> {
  const classes = roomsClasses(criteria.rooms, criteria.roomsFrom);
  const { bands, below, above } = splitPrices(criteria.priceFrom, criteria.priceTo);
  const parts =
    classes && bands
      ? [
          wholeBands(db, criteria, range, zoom, level, bands, classes),
          ...(below === undefined ? [] : [adsOf(db, criteria, zoom, lt(estates.price, below))]),
          ...(above === undefined ? [] : [adsOf(db, criteria, zoom, gt(estates.price, above))]),
        ]
      : [adsOf(db, criteria, zoom, undefined)];
  const ads = sql`sum(ads)`;
  const cells = await db
    .select({
      x: sql<number>`x`,
      y: sql<number>`y`,
      lat: sql<number>`sum(lat_sum) / ${ads}`,
      lng: sql<number>`sum(lng_sum) / ${ads}`,
      count: sql<number>`${ads}::int`,
      estateId: sql<number>`0`,
    })
    .from(sql`(${sql.join(parts, sql` union all `)}) as parts`)
    .groupBy(sql`x, y`)
    .having(sql`${ads} > 0`);
  return inRange(cells, range);
}

/** Whether the search holds more ads than are counted exactly; its count is the search's own. */
const isLong = async (
  db: Db,
  criteria: SearchCriteria,
  plan: SearchPlan | undefined,
  where: () => SQL | undefined,
) => (await countSearch(db, criteria, plan, where)) > exactCountLimit;

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

/** The view's cells from the table that keeps the search's criteria at the zoom, if it is long; else from its ads. */
async function groupedCells(db: Db, criteria: SearchCriteria, range: CellRange, zoom: number) {
  const cellsLevel = storedLevelFor(criteria, zoom, cellCriteria, storedLevels);
  const bandsLevel = storedLevelFor(criteria, zoom, bandCriteria, bandLevels);
  // The search's own conditions, its words and drawn area planned as its list plans them: the same ads, as bounded.
  const { plan, where } = await plannedSearch(db, criteria);
  if ((cellsLevel ?? bandsLevel) === undefined || !(await isLong(db, criteria, plan, where)))
    return countedCells(db, criteria, range, zoom, where());
  return cellsLevel === undefined
    ? bandedCells(db, criteria, range, zoom, bandsLevel!)
    : storedCells(db, criteria, range, zoom, cellsLevel);
}

/**
 * GET /api/estates/map-clusters: every ad of a search in the map's view, grouped by the zoom's grid (map-grid.ts):
 * a cell of several ads is a cluster with their count and mean point, an ad alone in its cell comes with its popup.
 * A search longer than is counted exactly (the whole of Poland) by category and place only is summed from map_cells,
 * by category, price and rooms only from map_bands up to its finest level; every other is grouped from the ads, the
 * ads matching it being then few or bounded by the view.
 */
export async function mapClusters(db: Db, query: MapClustersQuery): Promise<MapClusters> {
  const { bounds, zoom, ...criteria } = query;
  const range = cellRange(bounds, zoom);
  if (cellCount(range) > Limits.resultsMap.maxCells) throw badRequest(messages.mapTooLarge);
  const costly = isCostly(criteria) || (await hasRareListFilters(db, criteria));
  const cells = await throughCostlyGate(db, costly, () => groupedCells(db, criteria, range, zoom));
  const clusters = cells.filter((cell) => cell.count > 1 || cell.estateId === 0);
  const ads = await singleAds(
    db,
    cells.filter((cell) => cell.count === 1 && cell.estateId !== 0).map((cell) => cell.estateId),
  );
  return { clusters: clusters.map(({ lat, lng, count }) => ({ lat, lng, count })), ads };
}
