// The history of an ad across its listings.
import type { EstateType, HistoryEventKind, Rent } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

/**
 * The history of an ad as a visitor sees it, which outlives the ad's row: first seen, every price, refresh,
 * withdrawal and return, kept across a re-listing of the same flat by the same advertiser. Written only by the
 * trigger of migration 0021 (estate_history_write), in the transaction of the change, whatever path changes the ad.
 * The ad's type, rent, city, address and area are kept here to recognise a re-listing after the ad is gone.
 */
export const estateHistories = pgTable(
  'estate_histories',
  {
    historyId: serial('history_id').primaryKey(),
    // The ad now carrying this history; null once it is deleted (no foreign key: the trigger clears it).
    estateId: integer('estate_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    type: text('type').$type<EstateType>().notNull(),
    rent: smallint('rent').$type<Rent>().notNull(),
    cityId: integer('city_id').notNull(),
    // The address folded (lower case, single spaces): how a re-listing is matched.
    address: text('address').notNull(),
    area: numeric('area', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    // The property the offer shows (properties.ts): a new history starts its own, the matcher may join it to another.
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.propertyId),
    // The rest of the offer's fingerprint, kept for matching after the ad is gone: the district folded, rooms, floor,
    // the point only when it is the ad's own address, and the perceptual hashes of its photos.
    district: text('district'),
    rooms: smallint('rooms'),
    floor: smallint('floor'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    photoHashes: bigint('photo_hashes', { mode: 'bigint' }).array().notNull().default(sql`'{}'`),
    firstSeenAt: at('first_seen_at').notNull(),
    // When its ad went off-line (withdrawn, expired or deleted); null while it is online.
    offlineAt: at('offline_at'),
  },
  (t) => [
    uniqueIndex('estate_histories_estate_idx').on(t.estateId),
    index('estate_histories_property_idx').on(t.propertyId),
    // A new offer's candidates by place: the offers of the same kind in the locality with about the same area.
    // Migration 0039 adds INCLUDE (address, district, latitude, longitude), which Drizzle cannot declare.
    index('estate_histories_place_idx').on(t.cityId, t.type, t.rent, t.area),
    // A re-listing's candidates: the advertiser's histories of the same kind of ad gone off-line lately.
    index('estate_histories_relisting_idx')
      .on(t.userId, t.cityId, t.type, t.rent, t.offlineAt)
      .where(sql`${t.offlineAt} is not null`),
  ],
);

export const estateEvents = pgTable(
  'estate_events',
  {
    eventId: serial('event_id').primaryKey(),
    historyId: integer('history_id')
      .notNull()
      .references(() => estateHistories.historyId, { onDelete: 'cascade' }),
    // The ad of the event (a history may span several); no foreign key, the event outlives it.
    estateId: integer('estate_id').notNull(),
    kind: text('kind').$type<HistoryEventKind>().notNull(),
    // The ad's price after the event.
    price: bigint('price', { mode: 'number' }).notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('estate_events_history_idx').on(t.historyId, t.eventId),
    // The history, and so the property, of an ad that is gone: a favourite follows it to the property's live offer.
    index('estate_events_estate_idx').on(t.estateId),
  ],
);
