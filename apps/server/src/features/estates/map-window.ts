import {
  type Bounds,
  type EstateCard,
  type EstateType,
  Limits,
  type Rent,
  type SearchQuery,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { preparedStatement } from '../../db/statements.ts';
import { cardsOfIdsQuery } from './card-page.ts';
import { toEstateCard } from './estate-card.ts';
import { isInLists } from './listed.ts';
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
 * The window's page of cards in one direction, with placeholders for the category, the rectangle and the page, made
 * as promoted-block.ts makes a list's page. Each part (promoted or not) has its own window of the list index, walked
 * in order only as far as the page needs. A short promoted block is the rectangle's last promoted ads only if the
 * category's promoted ads all fit in their window: when they do not, the statement answers no ads and the search
 * takes the GiST index.
 */
function windowQuery(db: Db, ascending: boolean) {
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const constant = (value: number) => sql.raw(String(value));
  const category = and(
    isInLists(),
    eq(estates.type, sql.placeholder('type')),
    eq(estates.rent, sql.placeholder('rent')),
  );
  // The part's ids in the rectangle among its first mapWindowSize ads, in list order.
  const inside = (promoted: 0 | 1) => sql`(
    select id from (
      select ${estates.estateId} as id, ${estates.latitude} as lat, ${estates.longitude} as lng from ${estates}
      where ${category} and ${estates.promoted} = ${constant(promoted)}
      order by ${estates.estateId} ${direction} limit ${constant(mapWindowSize)}) walked
    where lat between ${sql.placeholder('south')} and ${sql.placeholder('north')}
      and lng between ${sql.placeholder('west')} and ${sql.placeholder('east')}
    order by id ${direction})`;
  const pagesBefore = sql`(${sql.placeholder('page')}::int - 1)`;
  const shown = sql`(select count(*)::int from (select 1 from ${inside(1)} promoted
    limit ${pagesBefore} * ${constant(promotedPerPage)}) seen)`;
  const everyPromotedWalked = sql`(select count(*) from (select 1 from ${estates}
    where ${category} and ${estates.promoted} = 1 limit ${constant(mapWindowSize)}) walked) < ${constant(mapWindowSize)}`;
  const ids = sql`
    with block as (select id from ${inside(1)} promoted offset ${shown} limit ${constant(promotedPerPage)}),
    rest as (select id from ${inside(0)} others
      offset ${pagesBefore} * ${constant(Limits.pageSize)} - ${shown}
      limit ${constant(Limits.pageSize)} - (select count(*)::int from block))
    select id from (select id from block union all select id from rest) page
    where case when (select count(*) from block) = ${constant(promotedPerPage)} then true
      else ${everyPromotedWalked} end`;
  return cardsOfIdsQuery(db, ids, { sortBy: 'estateId', sortOrder: ascending ? 'ASC' : 'DESC' });
}

// The same index and plan for every category and rectangle: prepared once, planned once per connection.
const ascendingWindow = preparedStatement('map_window_asc', 'fixed', (db) => windowQuery(db, true));
const descendingWindow = preparedStatement('map_window_desc', 'fixed', (db) => windowQuery(db, false));

/**
 * The cards of a map view's page over a rectangle dense with the category's ads (a city), or undefined when the first
 * `mapWindowSize` ads of the category in list order do not fill it. The GiST index of points reads every ad of the
 * rectangle and sorts them, all of a big city's apartments for every page; the category's list index, whose included
 * coordinates say which ads are inside, is walked in order for at most `mapWindowSize` entries instead (all of them:
 * the promoted block needs the promoted ads and the others apart). A full page found within the window is exactly
 * the page: every promoted ad and every other ad before it in list order was seen.
 */
export async function mapWindowCards(db: Db, view: MapView, page: number): Promise<EstateCard[] | undefined> {
  const statement = (view.ascending ? ascendingWindow : descendingWindow)(db);
  const rows = await statement.execute({
    type: view.type,
    rent: view.rent,
    ...view.bounds,
    page,
  });
  return rows.length === Limits.pageSize ? rows.map(toEstateCard) : undefined;
}
