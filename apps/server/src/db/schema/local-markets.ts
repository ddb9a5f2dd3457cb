// The local market of every ad: medians of the price per m² of comparable offers.
import type { EstateType, Rent } from '@portal/domain';
import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The median price per m² of the listed ads with an area, per category (type and rent), city and district: a
 * district's row under its folded name (features/estates/refresh-local-markets.ts), the whole city's under ''.
 * Only markets of at least LocalMarketRules.minOffers (@portal/domain) ads have a row. Rewritten by a job every few
 * minutes and read by the ad detail with one look-up of its primary key, so that no view computes a median.
 */
export const localMarkets = pgTable(
  'local_markets',
  {
    type: text('type').$type<EstateType>().notNull(),
    rent: smallint('rent').$type<Rent>().notNull(),
    cityId: integer('city_id').notNull(),
    district: text('district').notNull(),
    medianPerM2: integer('median_per_m2').notNull(),
    offers: integer('offers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.rent, t.cityId, t.district] })],
);
