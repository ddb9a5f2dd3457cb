import { type Bounds, type EstateType, Limits, type Rent, type SearchQuery } from '@portal/domain';
import { and, asc, between, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { pageOffset } from './card-page.ts';
import { isListed } from './listed.ts';

/** How many ads of the category the window walks at most (≈ 2 ms of index) before the GiST index takes over. */
export const mapWindowSize = 10_000;

type MapView = { type: EstateType; rent: Rent; bounds: Bounds; ascending: boolean };

/**
 * The map view's own search: one category in a rectangle, newest or oldest first, and no other criterion. Other
 * searches filter on columns the list index does not hold, and price orders have no index with coordinates.
 */
export function mapView(query: SearchQuery): MapView | undefined {
  const { type, rent, coordinates, page, sortBy, sortOrder, ...others } = query;
  if (!type || rent === undefined || !coordinates || sortBy !== 'estateId') return undefined;
  if (Object.values(others).some(Boolean)) return undefined;
  return { type, rent, bounds: coordinates, ascending: sortOrder === 'ASC' };
}

/**
 * The page of a map view over a rectangle dense with the category's ads (a city), or undefined when the first
 * `mapWindowSize` ads of the category in list order do not fill it. The GiST index of points reads every ad of the
 * rectangle and sorts them (Kraków's 13,000 apartments: 8 ms a page); walking the category's list index in order,
 * whose included coordinates say which ads are inside, reaches a page of a dense rectangle after a few hundred
 * entries. A full page found within the window is exactly the page: every ad before it in list order was seen.
 */
export async function mapWindowIds(db: Db, view: MapView, page: number): Promise<number[] | undefined> {
  const direction = view.ascending ? asc : desc;
  const window = db
    .select({
      estateId: estates.estateId,
      promoted: estates.promoted,
      lat: estates.latitude,
      lng: estates.longitude,
    })
    .from(estates)
    .where(and(isListed(), eq(estates.type, view.type), eq(estates.rent, view.rent)))
    .orderBy(desc(estates.promoted), direction(estates.estateId))
    .limit(mapWindowSize)
    .as('window');
  const { north, south, east, west } = view.bounds;
  const rows = await db
    .select({ estateId: window.estateId })
    .from(window)
    .where(and(between(window.lat, south, north), between(window.lng, west, east)))
    .orderBy(desc(window.promoted), direction(window.estateId))
    .limit(Limits.pageSize)
    .offset(pageOffset({ page }));
  return rows.length === Limits.pageSize ? rows.map((row) => row.estateId) : undefined;
}
