// Localities of TERYT: provinces, counties, communes and places.
import { boolean, doublePrecision, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

export const provinces = pgTable('provinces', {
  provinceId: smallint('province_id').primaryKey(),
  name: text('name').notNull(),
});

export const counties = pgTable('counties', {
  code: text('code').primaryKey(),
  provinceId: smallint('province_id').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
});

export const communes = pgTable('communes', {
  code: text('code').primaryKey(),
  countyCode: text('county_code').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
});

// TERYT SIMC localities; cityId is the SIMC id.
export const cities = pgTable(
  'cities',
  {
    cityId: integer('city_id').primaryKey(),
    name: text('name').notNull(),
    // Lowercase, Polish letters transliterated: the key of the prefix search ('lodz' finds 'Łódź').
    searchName: text('search_name').notNull(),
    provinceId: smallint('province_id').notNull(),
    countyCode: text('county_code').notNull(),
    communeCode: text('commune_code').notNull(),
    kind: text('kind').notNull(),
    // Lower ranks are listed first: towns, then villages, then the rest.
    rank: smallint('rank').notNull(),
    parentId: integer('parent_id'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    // True when the point is borrowed from a parent or the commune, not the locality's own.
    approximate: boolean('approximate').notNull(),
  },
  (t) => [
    index('cities_search_name_idx').on(t.searchName.op('text_pattern_ops'), t.rank),
    index('cities_province_search_idx').on(t.provinceId, t.searchName.op('text_pattern_ops')),
    // An imported offer placed by its coordinates looks for the nearest locality of its commune or county.
    index('cities_area_idx').on(t.countyCode, t.communeCode),
  ],
);
