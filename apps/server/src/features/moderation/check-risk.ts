import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import {
  estateRisks,
  estates,
  moderationDecisions,
  moderationHolds,
  riskContacts,
  users,
} from '../../db/schema.ts';
import { localMarketOfAd } from '../estates/index.ts';
import { photosSeenElsewhere } from '../properties/index.ts';
import { burstAds, contactsOf, explainRule, type RiskFacts, scoreRisk } from './risk-rules.ts';

/**
 * The risk checks of an ad going public (wizard step 3, an edit, an import), run in the transaction that publishes
 * it so that a held ad is never public for a moment. The signals are kept with the ad; a middle score opens a case
 * in the moderation queue, a high one also holds the ad back (an automatic entry in the audit log) until an admin
 * decides. An admin's decision settles the signals it saw: the same signals do not reopen the case on the next edit.
 */
export async function checkRisk(db: Db | Tx, estateId: number): Promise<void> {
  const [ad] = await db
    .select({
      userId: estates.userId,
      type: estates.type,
      title: estates.title,
      description: estates.description,
      price: estates.price,
      area: estates.area,
      phone: users.phone,
      email: users.email,
      imported: sql<boolean>`${estates.integrationId} is not null`,
      accountAgeHours: sql<number>`extract(epoch from now() - ${users.createdAt}) / 3600`.mapWith(Number),
      market: localMarketOfAd,
      // Counted for a new account only, and only as far as the rule looks: a new agency's first import of thousands
      // would otherwise count them all again for each offer.
      adsLastHour: sql<number>`case when ${users.createdAt} > now() - interval '1 day' then (
        select count(*) from (select 1 from estates o where o.user_id = ${estates.userId} and o.active = 1
          and greatest(o.created_at, o.modified_at) > now() - interval '1 hour' limit ${burstAds + 1}) recent)
        else 1 end`.mapWith(Number),
    })
    .from(estates)
    .innerJoin(users, eq(users.userId, estates.userId))
    .where(eq(estates.estateId, estateId));
  if (!ad) return;
  const text = `${ad.title}\n${ad.description}`;
  const facts: RiskFacts = {
    text,
    contactPhones: [ad.phone],
    type: ad.type,
    pricePerM2: ad.area > 0 && ad.price > 0 ? ad.price / ad.area : null,
    medianPerM2: ad.market?.medianPerM2 ?? null,
    // An agency's CRM delivers through an integration only an admin can add: its account's age and a first export
    // of hundreds of offers say nothing of a scam, while counted they held or queued every offer after the fifth.
    accountAgeHours: ad.imported ? Number.POSITIVE_INFINITY : ad.accountAgeHours,
    adsLastHour: ad.imported ? 1 : ad.adsLastHour,
    // The account's own address counts as given by it, folded like one in a description.
    contactAccounts: await accountsBehind(db, ad.userId, contactsOf(`${text}\n${ad.email}`, [ad.phone])),
    photosSeenElsewhere: await photosSeenElsewhere(db, estateId),
  };
  const { score, signals, verdict } = scoreRisk(facts);

  const [before] = await db
    .select({ signals: estateRisks.signals, open: estateRisks.open, decisionId: estateRisks.decisionId })
    .from(estateRisks)
    .where(eq(estateRisks.estateId, estateId));
  if (signals.length === 0) {
    if (before && !before.open) await db.delete(estateRisks).where(eq(estateRisks.estateId, estateId));
    return;
  }
  const settled =
    !!before && !before.open && before.decisionId !== null && sameRules(before.signals, signals);
  const open = (verdict !== 'pass' && !settled) || !!before?.open;
  await db
    .insert(estateRisks)
    .values({ estateId, score, signals, open })
    .onConflictDoUpdate({
      target: estateRisks.estateId,
      set: { score, signals, open, checkedAt: sql`now()`, ...(open ? { decisionId: null } : {}) },
    });
  if (verdict === 'hold' && open) await holdForReview(db, estateId, ad.userId, signals);
}

/** Whether the ad is held back by its risk checks, waiting for an admin. */
export async function isUnderReview(db: Db | Tx, estateId: number): Promise<boolean> {
  const [held] = await db
    .select({ kind: moderationHolds.kind })
    .from(moderationHolds)
    .where(eq(moderationHolds.estateId, estateId));
  return held?.kind === 'review';
}

/** Holds the ad back until an admin decides; an ad already held by a decision keeps that hold. */
async function holdForReview(
  db: Db | Tx,
  estateId: number,
  advertiserId: number,
  signals: { rule: string }[],
) {
  const [held] = await db
    .select({ kind: moderationHolds.kind })
    .from(moderationHolds)
    .where(eq(moderationHolds.estateId, estateId));
  if (held) return;
  const [decision] = await db
    .insert(moderationDecisions)
    .values({
      estateId,
      advertiserId,
      action: 'held',
      automatic: true,
      facts: signals.map((signal) => explainRule(signal.rule)).join('; '),
    })
    .returning({ decisionId: moderationDecisions.decisionId });
  await db
    .insert(moderationHolds)
    .values({ estateId, kind: 'review', decisionId: decision!.decisionId })
    .onConflictDoNothing();
}

/** Records the account's contacts and answers the most accounts any of them is given by. */
async function accountsBehind(db: Db | Tx, userId: number, contacts: string[]): Promise<number> {
  await db
    .insert(riskContacts)
    .values(contacts.map((contact) => ({ contact, userId })))
    .onConflictDoNothing();
  const rows = await db
    .select({ accounts: sql<number>`count(*)`.mapWith(Number) })
    .from(riskContacts)
    .where(inArray(riskContacts.contact, contacts))
    .groupBy(riskContacts.contact);
  return Math.max(1, ...rows.map((row) => row.accounts));
}

const sameRules = (a: { rule: string }[], b: { rule: string }[]) =>
  a.map((signal) => signal.rule).join() === b.map((signal) => signal.rule).join();
