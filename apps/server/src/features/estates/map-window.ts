import {
  type Bounds,
  type EstateCard,
  type EstateType,
  Limits,
  type Rent,
  type SearchQuery,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, withFixedPlans } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates } from '../../db/schema.ts';
import { cardsOfIdsQuery } from './card-page.ts';
import { toEstateCard } from './estate-card.ts';
import { isListed } from './listed.ts';
import { promotedPerPage } from './promoted-block.ts';

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

/**
 * The window's page of cards in one direction, with placeholders for the category, the rectangle and the page. The
 * window holds the category's promoted ads first (list order), so while they are fewer than the window it holds all
 * of them, and the page is made of the window's ads in the rectangle as promoted-block.ts makes a list's page.
 */
function windowQuery(db: Db, ascending: boolean) {
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const pagesBefore = sql`(${sql.placeholder('page')}::int - 1)`;
  const ids = sql`
    with win as materialized (
      select id, promoted
      from (
        select ${estates.estateId} as id, ${estates.promoted} as promoted, ${estates.latitude} as lat,
          ${estates.longitude} as lng
        from ${estates}
        where ${and(isListed(), eq(estates.type, sql.placeholder('type')), eq(estates.rent, sql.placeholder('rent')))}
        order by ${estates.promoted} desc, ${estates.estateId} ${direction}
        limit ${sql.raw(String(mapWindowSize))}) walked
      where lat between ${sql.placeholder('south')} and ${sql.placeholder('north')}
        and lng between ${sql.placeholder('west')} and ${sql.placeholder('east')}),
    shown as (select count(*)::int as n from (select 1 from win where promoted = 1
      limit ${pagesBefore} * ${sql.raw(String(promotedPerPage))}) seen),
    block as (select id from win where promoted = 1 order by id ${direction}
      offset (select n from shown) limit ${sql.raw(String(promotedPerPage))})
    select id from block union all (select id from win where promoted = 0 order by id ${direction}
      offset ${pagesBefore} * ${sql.raw(String(Limits.pageSize))} - (select n from shown)
      limit ${sql.raw(String(Limits.pageSize))} - (select count(*)::int from block))`;
  return cardsOfIdsQuery(db, ids, { sortBy: 'estateId', sortOrder: ascending ? 'ASC' : 'DESC' });
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
 * rectangle and sorts them, all of a big city's apartments for every page; the category's list index, whose included
 * coordinates say which ads are inside, is walked in order for at most `mapWindowSize` entries instead (all of them:
 * the promoted block needs the promoted ads and the others apart). A full page found within the window is exactly
 * the page: every promoted ad and every other ad before it in list order was seen.
 */
export async function mapWindowCards(db: Db, view: MapView, page: number): Promise<EstateCard[] | undefined> {
  const statements = windowStatements(db);
  const statement = view.ascending ? statements.ascending : statements.descending;
  const rows = await statement.execute({
    type: view.type,
    rent: view.rent,
    ...view.bounds,
    page,
  });
  return rows.length === Limits.pageSize ? rows.map(toEstateCard) : undefined;
}
