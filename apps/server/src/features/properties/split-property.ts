import { propertyAdminTexts } from '@portal/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estateHistories } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { moveHistory } from './move-history.ts';
import { historyOfEstate } from './property-of-estate.ts';
import { recordVerdict } from './property-verdicts.ts';

/**
 * An admin's split of a wrong merge: the ad's history leaves its property for one of its own, with an 'apart'
 * verdict against each offer it leaves, which the matcher never overrides.
 */
export async function splitProperty(db: Db, adminId: number, estateId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { historyId, propertyId } = await historyOfEstate(tx, estateId);
    const left = await tx
      .select({ historyId: estateHistories.historyId })
      .from(estateHistories)
      .where(and(eq(estateHistories.propertyId, propertyId), ne(estateHistories.historyId, historyId)));
    if (!left.length) throw badRequest(propertyAdminTexts.alone);
    for (const other of left) await recordVerdict(tx, historyId, other.historyId, 'apart', adminId);
    return moveHistory(tx, null, {
      historyId,
      otherHistoryId: null,
      action: 'split',
      score: null,
      evidence: { verdict: 'apart', from: propertyId },
      adminId,
    });
  });
}
