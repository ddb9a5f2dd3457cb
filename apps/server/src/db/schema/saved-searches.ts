// Saved searches with alerts.
import { sql } from 'drizzle-orm';
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
import { estates } from './estates.ts';
import { users } from './users.ts';

// Saved searches with alerts: an account's (userId) or a visitor's (email, confirmed by a link). The
// criteria are the search's query parameters; type, rent, city and the price range are copied into columns so that
// an ad finds its candidate searches by index, the rest is checked by the search's own filter.
export const savedSearches = pgTable(
  'saved_searches',
  {
    searchId: serial('search_id').primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    email: text('email'),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<Record<string, string>>().notNull(),
    frequency: text('frequency').$type<'instant' | 'daily' | 'off'>().notNull(),
    // '' any type, -1 any rent, 0 any city: never null, so that an ad's candidates are a few equality probes of the
    // index (its own value or "any" in each column) instead of a scan.
    type: text('type').notNull(),
    rent: smallint('rent').notNull(),
    cityId: integer('city_id').notNull(),
    priceFrom: bigint('price_from', { mode: 'number' }),
    priceTo: bigint('price_to', { mode: 'number' }),
    // SHA-256 of a visitor's confirmation link; null once confirmed and for an account's searches.
    confirmHash: text('confirm_hash'),
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_candidates_idx')
      .on(t.type, t.rent, t.cityId)
      .where(sql`${t.confirmedAt} is not null`),
    index('saved_searches_user_idx').on(t.userId),
    index('saved_searches_email_idx').on(t.email),
  ],
);

// Ads that went online or changed while online, written by a trigger on estates (migration 0019) and taken by the
// alert job: every way an ad changes (the API, imports, an admin) is seen.
export const savedSearchQueue = pgTable('saved_search_queue', {
  queueId: bigint('queue_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  estateId: integer('estate_id').notNull(),
  queuedAt: at('queued_at').notNull().defaultNow(),
});

// Each ad a saved search has found, once: the same ad is never announced twice for one search. mailedAt is null
// while a daily digest still has to announce it.
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.searchId, { onDelete: 'cascade' }),
    estateId: integer('estate_id')
      .notNull()
      .references(() => estates.estateId, { onDelete: 'cascade' }),
    foundAt: at('found_at').notNull().defaultNow(),
    mailedAt: at('mailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.estateId] }),
    index('saved_search_hits_unmailed_idx').on(t.searchId).where(sql`${t.mailedAt} is null`),
    index('saved_search_hits_estate_idx').on(t.estateId),
  ],
);

// Each property a saved search has announced, with the lowest price announced: another offer of it (another agency,
// a relist) is announced again only at a lower price, as a price drop. Kept after the ads themselves are gone.
export const savedSearchProperties = pgTable(
  'saved_search_properties',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.searchId, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    announcedAt: at('announced_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.propertyId] })],
);
