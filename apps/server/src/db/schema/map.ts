// Pre-aggregated counts of the map of results.
import type { EstateType, Rent } from '@portal/domain';
import { doublePrecision, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The active ads counted per cell of the map of results' grid, at a few zoom levels (features/estates/map-grid.ts),
 * per category and city, and for every place (city 0): the whole of Poland's clusters are sums of a few hundred rows
 * instead of a read of every ad. Kept by triggers on estates (migration 0023), never written by the application.
 */
export const mapCells = pgTable(
  'map_cells',
  {
    level: smallint('level').notNull(),
    type: text('type').$type<EstateType>().notNull(),
    rent: smallint('rent').$type<Rent>().notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    cityId: integer('city_id').notNull(),
    provinceId: smallint('province_id').notNull(),
    ads: integer('ads').notNull(),
    latSum: doublePrecision('lat_sum').notNull(),
    lngSum: doublePrecision('lng_sum').notNull(),
  },
  // The place before the category: a map reads one place's rows (a city's, or those of every place).
  (t) => [primaryKey({ columns: [t.level, t.cityId, t.type, t.rent, t.cx, t.cy] })],
);

/**
 * The active ads counted per cell of the map's grid, price band and rooms class (features/estates/map-grid.ts), per
 * category for every place together: the whole of Poland's clusters by price and rooms are sums of a few thousand
 * rows, and only the ads of the bands a price range cuts are read (through the price index migration 0027 adds).
 * Kept by triggers on estates (migration 0027), never written by the application.
 */
export const mapBands = pgTable(
  'map_bands',
  {
    level: smallint('level').notNull(),
    type: text('type').$type<EstateType>().notNull(),
    rent: smallint('rent').$type<Rent>().notNull(),
    band: smallint('band').notNull(),
    roomsClass: smallint('rooms_class').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    ads: integer('ads').notNull(),
    latSum: doublePrecision('lat_sum').notNull(),
    lngSum: doublePrecision('lng_sum').notNull(),
  },
  // A search reads a run of bands of one category.
  (t) => [primaryKey({ columns: [t.level, t.type, t.rent, t.band, t.roomsClass, t.cx, t.cy] })],
);
