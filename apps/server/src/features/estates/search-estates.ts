import type { EstateCard, ListResponse, SearchQuery } from '@portal/domain';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { cardsOf, pageIds } from './card-page.ts';
import { countListed, exactCountLimit } from './count-listed.ts';
import { insideBounds } from './geo.ts';
import { mapView, mapWindowCards } from './map-window.ts';

const flags = ['internet', 'furnished', 'parking', 'elevator'] as const;

const atLeast = (column: PgColumn, value: number | null | undefined) =>
  value ? gte(column, value) : undefined;
const atMost = (column: PgColumn, value: number | null | undefined) =>
  value ? lte(column, value) : undefined;

/**
 * Every criterion of the search form. The domain schema has already dropped criteria equal to 0 (but kept rent 0,
 * "for sale"); rooms is an exact number, the ranges are inclusive, a ticked flag requires the amenity.
 */
export function searchFilter(query: SearchQuery): SQL | undefined {
  return and(
    query.type ? eq(estates.type, query.type) : undefined,
    query.rent === undefined ? undefined : eq(estates.rent, query.rent),
    query.province ? eq(estates.provinceId, query.province) : undefined,
    query.city ? eq(estates.cityId, query.city) : undefined,
    atLeast(estates.price, query.priceFrom),
    atMost(estates.price, query.priceTo),
    atLeast(estates.area, query.areaFrom),
    atMost(estates.area, query.areaTo),
    atLeast(estates.landArea, query.landAreaFrom),
    atMost(estates.landArea, query.landAreaTo),
    query.rooms ? eq(estates.rooms, query.rooms) : undefined,
    ...flags.map((flag) => (query[flag] === 1 ? eq(estates[flag], 1) : undefined)),
    query.coordinates ? insideBounds(query.coordinates, query) : undefined,
  );
}

/** The page's cards: a map view of a rectangle holding more ads than are counted exactly tries its window first. */
async function searchPage(db: Db, query: SearchQuery, filter: () => SQL | undefined, count: Promise<number>) {
  const view = mapView(query);
  if (view && (await count) > exactCountLimit) {
    const cards = await mapWindowCards(db, view, query.page);
    if (cards) return cards;
  }
  return cardsOf(db, await pageIds(db, filter(), query));
}

/** GET /api/estates/search: one page of the ads matching every given criterion. */
export async function searchEstates(db: Db, query: SearchQuery): Promise<ListResponse<EstateCard>> {
  // Built once, and only when needed: a map view whose count is remembered pages without it.
  let built: { where: SQL | undefined } | undefined;
  const filter = () => {
    built ??= { where: searchFilter(query) };
    return built.where;
  };
  const { page, sortBy, sortOrder, ...criteria } = query;
  const count = countListed(db, `search:${JSON.stringify(criteria)}`, filter);
  const [rows, total] = await Promise.all([searchPage(db, query, filter, count), count]);
  return { rows, count: total };
}
