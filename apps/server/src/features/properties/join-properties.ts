import { propertyAdminTexts } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estateHistories } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { moveHistory } from './move-history.ts';
import { historyOfEstate } from './property-of-estate.ts';
import { recordVerdict } from './property-verdicts.ts';

/**
 * An admin's join of a missed match: every offer of the ad's property moves to the other ad's property, each with a
 * 'same' verdict with the other ad, which the matcher never overrides. Answers the property they share.
 */
export async function joinProperties(
  db: Db,
  adminId: number,
  estateId: number,
  otherEstateId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const own = await historyOfEstate(tx, estateId);
    const other = await historyOfEstate(tx, otherEstateId);
    if (own.propertyId === other.propertyId) throw badRequest(propertyAdminTexts.alreadyOne);
    const moving = await tx
      .select({ historyId: estateHistories.historyId })
      .from(estateHistories)
      .where(eq(estateHistories.propertyId, own.propertyId));
    for (const { historyId } of moving) {
      await recordVerdict(tx, historyId, other.historyId, 'same', adminId);
      await moveHistory(tx, other.propertyId, {
        historyId,
        otherHistoryId: other.historyId,
        action: 'joined',
        score: null,
        evidence: { verdict: 'same', from: own.propertyId },
        adminId,
      });
    }
    return other.propertyId;
  });
}
