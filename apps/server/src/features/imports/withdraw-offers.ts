import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, importOffers, importWithdrawals } from '../../db/schema.ts';
import type { ImportPackage } from './offer.ts';
import type { ImportTarget } from './sync-offer.ts';

// Brakes of a full export's reconciliation (CRM-EXPORTS §6): more than 25 ads and more than 40 % of the company's
// active imported ads at once is more likely a broken export than a sold-out office.
const massCount = 25;
const massShare = 0.4;

/** Withdraws ads by exact CRM id; unknown ids are normal (CRMs list withdrawals of every kind of offer). */
export async function withdrawByIds(db: Db, target: ImportTarget, externalIds: string[]): Promise<number> {
  if (externalIds.length === 0) return 0;
  const linked = await db
    .select({ estateId: importOffers.estateId })
    .from(importOffers)
    .where(and(ownLinks(target), inArray(importOffers.externalId, externalIds)));
  return deactivate(
    db,
    linked.map((row) => row.estateId),
  );
}

/**
 * A complete full export withdraws the company's active imported ads it no longer lists (ASARI: only of its own
 * branch). A mass withdrawal is stored for an admin's decision instead; answers what happened.
 */
export async function reconcileFullExport(
  db: Db,
  target: ImportTarget,
  pkg: ImportPackage,
  runId: number,
): Promise<{ withdrawn: number; held: number }> {
  if (pkg.mode !== 'full') return { withdrawn: 0, held: 0 };
  const present = new Set(pkg.presentIds);
  const linked = await db
    .select({ estateId: importOffers.estateId, externalId: importOffers.externalId })
    .from(importOffers)
    .innerJoin(estates, eq(estates.estateId, importOffers.estateId))
    .where(and(ownLinks(target), eq(estates.active, 1)));
  const missing = linked
    .filter((row) => !present.has(row.externalId))
    .filter((row) => pkg.scope === null || row.externalId.split('/')[1] === pkg.scope)
    .map((row) => row.estateId);
  if (missing.length === 0) return { withdrawn: 0, held: 0 };
  const [active] = await db
    .select({ total: count() })
    .from(estates)
    .where(and(eq(estates.userId, target.userId), eq(estates.imported, 1), eq(estates.active, 1)));
  if (missing.length > massCount && missing.length > massShare * (active?.total ?? 0)) {
    await db
      .insert(importWithdrawals)
      .values({ integrationId: target.integrationId, runId, estateIds: missing });
    return { withdrawn: 0, held: missing.length };
  }
  return { withdrawn: await deactivate(db, missing), held: 0 };
}

/** An admin's approval: withdraws the held ads, except those a later package has sent again since. */
export async function applyHeldWithdrawal(db: Db, estateIds: number[], heldAt: Date): Promise<number> {
  if (estateIds.length === 0) return 0;
  const stale = await db
    .select({ estateId: importOffers.estateId })
    .from(importOffers)
    .where(and(inArray(importOffers.estateId, estateIds), lt(importOffers.updatedAt, heldAt)));
  return deactivate(
    db,
    stale.map((row) => row.estateId),
  );
}

/** Galactica's version bumps: the ad of the old id now answers to the new one. */
export async function relink(db: Db, target: ImportTarget, relinks: ImportPackage['relinks']): Promise<void> {
  for (const { from, to } of relinks) {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select()
        .from(importOffers)
        .where(and(ownLinks(target), eq(importOffers.externalId, to)));
      if (taken) return;
      const [moved] = await tx
        .update(importOffers)
        .set({ externalId: to })
        .where(and(ownLinks(target), eq(importOffers.externalId, from)))
        .returning({ estateId: importOffers.estateId });
      if (moved) await tx.update(estates).set({ externalId: to }).where(eq(estates.estateId, moved.estateId));
    });
  }
}

function ownLinks(target: ImportTarget) {
  return and(eq(importOffers.integrationId, target.integrationId), eq(importOffers.system, target.system));
}

// Withdrawn, never deleted: an offer that comes back is reactivated at the same estateId and URL.
async function deactivate(db: Db, estateIds: number[]): Promise<number> {
  if (estateIds.length === 0) return 0;
  const rows = await db
    .update(estates)
    .set({ active: 0, deactivatedAt: new Date(), modifiedAt: new Date() })
    .where(and(inArray(estates.estateId, estateIds), eq(estates.active, 1)))
    .returning({ estateId: estates.estateId });
  return rows.length;
}
