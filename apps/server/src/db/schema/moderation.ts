// Trust and safety: reports of ads, the admins' decisions (the audit log), appeals, and what the decisions hold back.
import type { ModerationLogAction, ModerationRule, ReportReason } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

/**
 * A notice about an ad, from an account or a visitor. One per person and ad: by account, or by the visitor's
 * mailbox (the address lower-cased, without its +tag). `decisionId` is set by the decision that settles it.
 */
export const adReports = pgTable(
  'ad_reports',
  {
    reportId: serial('report_id').primaryKey(),
    estateId: integer('estate_id')
      .notNull()
      .references(() => estates.estateId, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.userId, { onDelete: 'set null' }),
    // The address the answer goes to, as typed, and its mailbox, which a visitor's uniqueness counts.
    email: text('email').notNull(),
    mailbox: text('mailbox').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    description: text('description').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    decisionId: integer('decision_id'),
  },
  (t) => [
    uniqueIndex('ad_reports_account_idx')
      .on(t.estateId, t.reporterId)
      .where(sql`${t.reporterId} is not null`),
    uniqueIndex('ad_reports_mailbox_idx').on(t.estateId, t.mailbox).where(sql`${t.reporterId} is null`),
    index('ad_reports_open_idx').on(t.estateId).where(sql`${t.decisionId} is null`),
  ],
);

/**
 * The audit log: every decision, who took it (null for the advertiser's own correction), when, what and why. No
 * foreign keys: the record outlives the ad and both accounts.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    decisionId: serial('decision_id').primaryKey(),
    estateId: integer('estate_id').notNull(),
    advertiserId: integer('advertiser_id').notNull(),
    adminId: integer('admin_id'),
    adminEmail: text('admin_email'),
    action: text('action').$type<ModerationLogAction>().notNull(),
    rule: text('rule').$type<ModerationRule>(),
    facts: text('facts'),
    // Taken on the advertiser's appeal: final, no second appeal.
    onAppeal: boolean('on_appeal').notNull().default(false),
    // Taken by the risk checks, not by a person: the automatic hold of a high-scoring ad.
    automatic: boolean('automatic').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('moderation_decisions_estate_idx').on(t.estateId, t.decisionId),
    index('moderation_decisions_advertiser_idx').on(t.advertiserId),
  ],
);

/** The advertiser's one appeal against a restricting decision; `resolvedBy` is the decision taken on it. */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    appealId: serial('appeal_id').primaryKey(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => moderationDecisions.decisionId),
    estateId: integer('estate_id').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedBy: integer('resolved_by'),
  },
  (t) => [
    uniqueIndex('moderation_appeals_decision_idx').on(t.decisionId),
    index('moderation_appeals_open_idx').on(t.estateId).where(sql`${t.resolvedBy} is null`),
  ],
);

/**
 * An ad a decision keeps off the site, whatever its `active` flag says: isListed (features/estates/listed.ts)
 * requires the absence of a row here, so no list, search, map, sitemap or ad page can show it, and no write path
 * (refresh, activation, an import) can bring it back. Few rows, keyed by the id every list index holds.
 */
export const moderationHolds = pgTable('moderation_holds', {
  estateId: integer('estate_id')
    .primaryKey()
    .references(() => estates.estateId, { onDelete: 'cascade' }),
  kind: text('kind').$type<'remove' | 'correct' | 'block' | 'review'>().notNull(),
  decisionId: integer('decision_id').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Accounts blocked by a decision: login is refused and every session stops working. */
export const blockedAccounts = pgTable('blocked_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  decisionId: integer('decision_id').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A risk signal as kept with the ad: the rule's name (features/moderation/risk-rules.ts) and its weight then. */
export type StoredRiskSignal = { rule: string; weight: number };

/**
 * The current risk signals of an ad, from the checks run when it goes public (or is edited, or imported); only ads
 * with at least one signal have a row. `open` while the score puts it in the moderation queue and no admin has
 * decided since; `decisionId` is the decision that settled it.
 */
export const estateRisks = pgTable(
  'estate_risks',
  {
    estateId: integer('estate_id')
      .primaryKey()
      .references(() => estates.estateId, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    signals: jsonb('signals').$type<StoredRiskSignal[]>().notNull(),
    open: boolean('open').notNull(),
    decisionId: integer('decision_id'),
    checkedAt: at('checked_at').notNull().defaultNow(),
  },
  (t) => [index('estate_risks_open_idx').on(t.checkedAt).where(sql`${t.open}`)],
);

/**
 * Who gives which contact (a phone's digits or a folded e-mail address, from the account or an ad's description):
 * one contact behind several accounts is a signal. Written by the risk checks, one row per contact and account.
 */
export const riskContacts = pgTable(
  'risk_contacts',
  {
    contact: text('contact').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contact, t.userId] })],
);
