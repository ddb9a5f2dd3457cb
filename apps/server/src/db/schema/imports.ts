// Offer imports from agencies' CRM systems.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { estates } from './estates.ts';
import { users } from './users.ts';

export const integrations = pgTable('integrations', {
  integrationId: serial('integration_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.userId, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  // The file format its packages are read in (ImportFormat); 'auto' recognises it in each package.
  format: text('format').notNull().default('auto'),
  ftpLogin: text('ftp_login').notNull().unique(),
  // AES-GCM with the server key: the company must be able to read its password back on /integracja.
  ftpPasswordEncrypted: text('ftp_password_encrypted').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  // The last package seen in the FTP folder, a repeat of an earlier one included: a CRM that stops sending is
  // flagged to the admin after importSilentHours.
  lastDeliveryAt: at('last_delivery_at'),
});

export const importRuns = pgTable(
  'import_runs',
  {
    runId: serial('run_id').primaryKey(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.integrationId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentHash: text('content_hash').notNull(),
    status: text('status').notNull(),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    receivedAt: at('received_at').notNull(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    // Written every few seconds while the run works: a 'running' run whose heartbeat stopped was cut by a crash.
    heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
    // The CRM ids of the offers not in place for a cause of ours (a photo store, the database, a crash): what
    // importing the package again redoes. Null while the run has not got through its package: every offer may be.
    pendingOffers: jsonb('pending_offers').$type<string[]>(),
    // A run's progress: the offers it has to go through (null until its package is read) and those gone through.
    offersTotal: integer('offers_total'),
    offersDone: integer('offers_done').notNull().default(0),
    // The run this one repeats: for a duplicate the run that imported the content, for a retry the run retried.
    repeatsRunId: integer('repeats_run_id').references((): AnyPgColumn => importRuns.runId, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    // Not unique: a package may run again after a crash or an admin's retry; only a 'done' run makes a duplicate.
    index('import_runs_hash_idx').on(t.integrationId, t.contentHash),
    // The runs still 'running', for finding those whose heartbeat stopped.
    index('import_runs_running_idx').on(t.heartbeatAt).where(sql`${t.status} = 'running'`),
    // The admin's run list, newest first (all integrations, or one), and each integration's last run.
    index('import_runs_started_idx').on(t.startedAt.desc(), t.runId.desc()),
    index('import_runs_integration_started_idx').on(t.integrationId, t.startedAt.desc(), t.runId.desc()),
    // Whether a run was retried since: its button leaves the admin's list.
    index('import_runs_repeats_idx').on(t.repeatsRunId),
  ],
);

// Which ad each CRM offer became, keyed by integration + system + the CRM's id (an office switching CRM cannot
// collide); the hash of the offer as last applied tells a changed offer from an unchanged one.
export const importOffers = pgTable(
  'import_offers',
  {
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.integrationId, { onDelete: 'cascade' }),
    system: text('system').notNull(),
    externalId: text('external_id').notNull(),
    estateId: integer('estate_id')
      .notNull()
      .references(() => estates.estateId, { onDelete: 'cascade' }),
    offerHash: text('offer_hash').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.integrationId, t.system, t.externalId] }),
    uniqueIndex('import_offers_estate_idx').on(t.estateId),
  ],
);

// A full export that would withdraw too many ads at once waits here for an admin's decision.
export const importWithdrawals = pgTable('import_withdrawals', {
  withdrawalId: serial('withdrawal_id').primaryKey(),
  integrationId: integer('integration_id')
    .notNull()
    .references(() => integrations.integrationId, { onDelete: 'cascade' }),
  runId: integer('run_id')
    .notNull()
    .references(() => importRuns.runId, { onDelete: 'cascade' }),
  estateIds: jsonb('estate_ids').$type<number[]>().notNull(),
  status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});
