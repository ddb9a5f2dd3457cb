// State every server instance shares: keys, abuse counters, used captchas.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

// The server's own keys when the environment gives none: generated once by the first instance, read by all.
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

// Abuse counters (logins, registrations, contact messages) shared by every instance: hits of a key in its window.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
});

// ALTCHA solutions already accepted: each challenge works once.
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});
