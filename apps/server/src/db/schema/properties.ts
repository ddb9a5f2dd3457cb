// Property records: the one real flat, house or plot behind the ads of several advertisers and relists.
import type { EstateType, Rent } from '@portal/domain';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * A property and what its card shows: kept by the database's triggers (migration 0037) on every change of its
 * offers, so that lists read it with the card instead of grouping offers per request. `leadEstateId` is the offer
 * that stands for the property in lists (its cheapest listed one); its other listed offers are marked `collapsed`.
 */
export const properties = pgTable('properties', {
  propertyId: serial('property_id').primaryKey(),
  type: text('type').$type<EstateType>().notNull(),
  rent: smallint('rent').$type<Rent>().notNull(),
  // The first day any offer of the property was public: kept through relists, other accounts and advertisers.
  firstSeenAt: at('first_seen_at').notNull(),
  listedOffers: smallint('listed_offers').notNull().default(0),
  priceMin: bigint('price_min', { mode: 'number' }),
  priceMax: bigint('price_max', { mode: 'number' }),
  leadEstateId: integer('lead_estate_id'),
});

/**
 * The bands of the offers' photo hashes (features/properties): an offer's candidates are the histories sharing a
 * band with one of its photos, found by index rather than by comparing hashes over the table.
 */
export const propertyPhotoBands = pgTable(
  'property_photo_bands',
  {
    band: integer('band').notNull(),
    historyId: integer('history_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.band, t.historyId] }),
    index('property_photo_bands_history_idx').on(t.historyId),
  ],
);

/**
 * Every join of an offer's history to a property and every split, with its evidence: by the matcher (adminId null)
 * or an admin. No foreign keys: the record outlives ads and accounts.
 */
export const propertyMatches = pgTable(
  'property_matches',
  {
    matchId: serial('match_id').primaryKey(),
    historyId: integer('history_id').notNull(),
    propertyId: integer('property_id').notNull(),
    // The history it was found alike (null for an admin's split).
    otherHistoryId: integer('other_history_id'),
    action: text('action').$type<'joined' | 'split'>().notNull(),
    score: integer('score'),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    adminId: integer('admin_id'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('property_matches_history_idx').on(t.historyId),
    index('property_matches_property_idx').on(t.propertyId),
  ],
);

/**
 * An admin's verdict on two offers' histories, which the matcher never overrides: 'same' keeps them in one property,
 * 'apart' never lets them join one. Stored both ways round (a, b) and (b, a) so that one index answers either.
 */
export const propertyVerdicts = pgTable(
  'property_verdicts',
  {
    historyId: integer('history_id').notNull(),
    otherHistoryId: integer('other_history_id').notNull(),
    verdict: text('verdict').$type<'same' | 'apart'>().notNull(),
    adminId: integer('admin_id').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.historyId, t.otherHistoryId] })],
);
