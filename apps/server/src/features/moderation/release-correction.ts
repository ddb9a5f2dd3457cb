import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { estates, moderationDecisions, moderationHolds } from '../../db/schema.ts';

/**
 * The advertiser saved their ad while it was held for a correction: it is public again, and the audit log says who
 * ended the hold. Any other hold stays.
 */
export async function releaseCorrection(db: Db | Tx, estateId: number): Promise<void> {
  const [released] = await db
    .delete(moderationHolds)
    .where(and(eq(moderationHolds.estateId, estateId), eq(moderationHolds.kind, 'correct')))
    .returning({ estateId: moderationHolds.estateId });
  if (!released) return;
  const [ad] = await db
    .select({ userId: estates.userId })
    .from(estates)
    .where(eq(estates.estateId, estateId));
  if (ad)
    await db.insert(moderationDecisions).values({ estateId, advertiserId: ad.userId, action: 'corrected' });
}
