// What a decision does to the site: an ad held back, an account blocked with all its ads, or either undone.
import type { ModerationAction, ModerationLogAction } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/run-once.ts';
import { blockedAccounts, estates, moderationHolds } from '../../db/schema.ts';

type Target = { estateId: number; advertiserId: number };

/** Takes back what a restricting decision did, before a decision on its appeal applies its own. */
export async function undoRestriction(tx: Tx, target: Target, action: ModerationLogAction): Promise<void> {
  if (action === 'block') {
    await tx.delete(blockedAccounts).where(eq(blockedAccounts.userId, target.advertiserId));
    const own = tx
      .select({ id: estates.estateId })
      .from(estates)
      .where(eq(estates.userId, target.advertiserId));
    await tx
      .delete(moderationHolds)
      .where(and(eq(moderationHolds.kind, 'block'), inArray(moderationHolds.estateId, own)));
  }
  await tx.delete(moderationHolds).where(eq(moderationHolds.estateId, target.estateId));
}

/**
 * Applies a decision. Blocking holds back every ad of the account at once (a trigger of migration 0033 holds back
 * those it adds later); an ad already held for another reason keeps that reason.
 */
export async function applyDecision(
  tx: Tx,
  target: Target,
  action: ModerationAction,
  decisionId: number,
): Promise<void> {
  if (action === 'keep') return;
  if (action === 'block') {
    await tx
      .insert(blockedAccounts)
      .values({ userId: target.advertiserId, decisionId })
      .onConflictDoUpdate({ target: blockedAccounts.userId, set: { decisionId } });
    await tx.execute(sql`
      insert into ${moderationHolds} (estate_id, kind, decision_id)
      select estate_id, 'block', ${decisionId} from ${estates} where user_id = ${target.advertiserId}
      on conflict do nothing`);
    return;
  }
  await tx
    .insert(moderationHolds)
    .values({ estateId: target.estateId, kind: action, decisionId })
    .onConflictDoUpdate({ target: moderationHolds.estateId, set: { kind: action, decisionId } });
}
