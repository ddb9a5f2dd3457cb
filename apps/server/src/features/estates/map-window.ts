import {
  type Bounds,
  type EstateCard,
  type EstateType,
  Limits,
  type Rent,
  type SearchQuery,
} from '@portal/domain';
import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import { type Db, withFixedPlans } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates } from '../../db/schema.ts';
import { cardsOfPageQuery, pageOffset } from './card-page.ts';
import { toEstateCard } from './estate-card.ts';
import { isListed } from './listed.ts';

/**
 * How many ads of the category the window walks at most before the GiST index takes over: a bounded read of the
 * list index, well under what the GiST index costs a dense city (bench/run.ts has the map scenarios).
 */
const mapWindowSize = 10_000;

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

/** The window's page of cards in one direction, with placeholders for the category, the rectangle and the offset. */
function windowQuery(db: Db, ascending: boolean) {
  const direction = ascending ? asc : desc;
  const window = db
    .select({
      estateId: estates.estateId,
      promoted: estates.promoted,
      lat: estates.latitude,
      lng: estates.longitude,
    })
    .from(estates)
    .where(
      and(isListed(), eq(estates.type, sql.placeholder('type')), eq(estates.rent, sql.placeholder('rent'))),
    )
    .orderBy(desc(estates.promoted), direction(estates.estateId))
    .limit(mapWindowSize)
    .as('window');
  const inside = and(
    between(window.lat, sql.placeholder('south'), sql.placeholder('north')),
    between(window.lng, sql.placeholder('west'), sql.placeholder('east')),
  );
  const page = db
    .select({ pageId: window.estateId })
    .from(window)
    .where(inside)
    .orderBy(desc(window.promoted), direction(window.estateId))
    .limit(Limits.pageSize)
    .offset(sql.placeholder('offset'))
    .as('page');
  return cardsOfPageQuery(db, page, { sortBy: 'estateId', sortOrder: ascending ? 'ASC' : 'DESC' });
}

// The same index and plan for every category and rectangle: prepared once, planned once per connection.
const windowStatements = perDatabase((db) => {
  const fixed = withFixedPlans(db);
  return {
    ascending: windowQuery(fixed, true).prepare('map_window_asc'),
    descending: windowQuery(fixed, false).prepare('map_window_desc'),
  };
});

/**
 * The cards of a map view's page over a rectangle dense with the category's ads (a city), or undefined when the first
 * `mapWindowSize` ads of the category in list order do not fill it. The GiST index of points reads every ad of the
 * rectangle and sorts them, all of a big city's apartments for every page; walking the category's list index in order,
 * whose included coordinates say which ads are inside, reaches a page of a dense rectangle after a few hundred
 * entries. A full page found within the window is exactly the page: every ad before it in list order was seen.
 */
export async function mapWindowCards(db: Db, view: MapView, page: number): Promise<EstateCard[] | undefined> {
  const statements = windowStatements(db);
  const statement = view.ascending ? statements.ascending : statements.descending;
  const rows = await statement.execute({
    type: view.type,
    rent: view.rent,
    ...view.bounds,
    offset: pageOffset({ page }),
  });
  return rows.length === Limits.pageSize ? rows.map(toEstateCard) : undefined;
}
