// Accounts, their one-time links and failed logins.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    company: boolean('company').notNull(),
    name: text('name'),
    surname: text('surname'),
    companyName: text('company_name'),
    // A company account that builds and sells its own flats ('Deweloper'); other companies are agencies.
    developer: boolean('developer').notNull().default(false),
    // The stored file name of a company's logo on its agency page.
    logo: text('logo'),
    nip: text('nip'),
    address: text('address'),
    cityCode: text('city_code'),
    phone: text('phone').notNull(),
    admin: boolean('admin').notNull().default(false),
    active: boolean('active').notNull().default(false),
    integrationId: integer('integration_id'),
    // Raised on a password change so that every token issued before it stops working.
    tokenVersion: integer('token_version').notNull().default(0),
    // The owner asked to be told by e-mail when a favourite gets cheaper or goes offline (off until asked).
    favouriteMails: boolean('favourite_mails').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    modifiedAt: at('modified_at').notNull().defaultNow(),
    activatedAt: at('activated_at'),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

// One-time links: account activation and password reset.
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenId: serial('token_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').$type<'activation' | 'password-reset'>().notNull(),
    hash: text('hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_idx').on(t.userId, t.kind, t.hash)],
);

// Failed web logins per account (the e-mail as typed, lower-cased), shared by every server instance: past a few
// recent failures the login asks for a captcha. A success clears the account's rows.
export const loginFailures = pgTable(
  'login_failures',
  {
    account: text('account').notNull(),
    failedAt: at('failed_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.failedAt),
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
);
