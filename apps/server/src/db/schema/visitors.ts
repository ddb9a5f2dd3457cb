// What a logged-in person keeps: favourites, hidden ads and advertisers.
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { users } from './users.ts';

// The ads a logged-in person starred. No foreign key to estates: a removed ad stays on the list, marked, until its
// owner removes it, so its title and the price it had when starred are kept here. notifiedPrice and notifiedGone
// record what the owner was last told by e-mail, so that no change is told twice.
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    estateId: integer('estate_id').notNull(),
    title: text('title').notNull(),
    starredPrice: bigint('starred_price', { mode: 'number' }).notNull(),
    notifiedPrice: bigint('notified_price', { mode: 'number' }),
    notifiedGone: boolean('notified_gone').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.estateId] }),
    // The mail job and the ad's changes reach the favourites of one ad.
    index('favourites_estate_idx').on(t.estateId),
  ],
);

// The ads and advertisers a logged-in person hid from their lists and searches. The browser keeps a copy
// in the `ukryte` cookie, which is what lists are filtered by (features/hiding). No foreign key to estates or to the
// advertiser: the list of what is hidden shows an ad that is gone until it is shown again.
export const hiddenEstates = pgTable(
  'hidden_estates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    estateId: integer('estate_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.estateId] })],
);

export const hiddenAdvertisers = pgTable(
  'hidden_advertisers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.advertiserId] })],
);
