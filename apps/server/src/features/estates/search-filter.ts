import {
  type RangeBound,
  type SearchQuery,
  type SearchRange,
  searchFlagNames,
  searchRanges,
} from '@portal/domain';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { estates, pricePerM2Of } from '../../db/schema.ts';
import { everydayConditions } from './everyday-filter.ts';
import { type Bind, insideBounds, insidePolygon, literal } from './geo.ts';
import { holdsWords, inDistrict, placedBy } from './text-criteria.ts';

/** A search's criteria: what it finds, whatever its page and order. */
export type SearchCriteria = Omit<SearchQuery, 'page' | 'sortBy' | 'sortOrder'>;
/** The measure each range of the search bounds. */
const rangeColumns: Record<SearchRange['name'], PgColumn | SQL> = {
  price: estates.price,
  area: estates.area,
  landArea: estates.landArea,
  pricePerM2: pricePerM2Of(estates.price, estates.area),
};
const bounded = (
  query: Partial<SearchCriteria>,
  bind: Bind,
  key: RangeBound,
  measure: SQL,
  compare: (left: SQL, right: unknown) => SQL,
) => {
  const value = query[key];
  return value ? compare(measure, bind(key, value)) : undefined;
};
/**
 * A range's measure as written in the condition. `onWalk`: as an expression no index holds, so that a plan made for
 * any values checks the range on the ads it walks instead of guessing how many it keeps (hasFixedSearchPlan).
 */
const measureOf = (column: PgColumn | SQL, onWalk: boolean) =>
  onWalk ? sql`(${column} + 0)` : sql`${column}`;

/**
 * Every criterion of the search form. The domain schema has already dropped criteria equal to 0 (but kept rent 0,
 * "for sale", and floor 0, 'parter'); rooms is an exact number and roomsFrom a minimum, the ranges (price per m² too)
 * are inclusive, a ticked flag requires the amenity, a drawn polygon keeps the ads inside it, district and words are
 * matched whatever the letter case and Polish letters (text-criteria.ts), the everyday filters as everyday-filter.ts
 * says. Each value goes through `bind`: itself, or a placeholder of a prepared query. `rangesOnWalk`: the ranges are
 * checked on the ads the plan walks, never read from an index (measureOf).
 */
export function searchFilter(
  query: Partial<SearchCriteria>,
  bind: Bind = literal,
  rangesOnWalk = false,
): SQL | undefined {
  return and(
    query.type ? eq(estates.type, bind('type', query.type)) : undefined,
    query.rent === undefined ? undefined : eq(estates.rent, bind('rent', query.rent)),
    query.province ? eq(estates.provinceId, bind('province', query.province)) : undefined,
    query.city ? eq(estates.cityId, bind('city', query.city)) : undefined,
    ...searchRanges.flatMap(({ name, from, to }) => [
      bounded(query, bind, from, measureOf(rangeColumns[name], rangesOnWalk), gte),
      bounded(query, bind, to, measureOf(rangeColumns[name], rangesOnWalk), lte),
    ]),
    query.rooms ? eq(estates.rooms, bind('rooms', query.rooms)) : undefined,
    query.roomsFrom ? gte(estates.rooms, bind('roomsFrom', query.roomsFrom)) : undefined,
    query.district ? inDistrict(query.district, bind) : undefined,
    query.words ? holdsWords(query.words, bind) : undefined,
    query.seller ? placedBy(query.seller, bind) : undefined,
    ...searchFlagNames.map((flag) => (query[flag] === 1 ? eq(estates[flag], bind(flag, 1)) : undefined)),
    ...everydayConditions(query, bind),
    query.coordinates ? insideBounds(query.coordinates, query, bind) : undefined,
    query.polygon ? insidePolygon(query.polygon, query, bind) : undefined,
  );
}
