import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { estateHistories, propertyPhotoBands } from '../../db/schema.ts';
import { hashBands } from './photo-hash.ts';

/**
 * Keeps the history's photo hashes and their bands as its ad's photos are now: the history keeps them after the ad
 * is gone, for a relist or another advertiser's copy to find. Nothing is written when they have not changed.
 */
export async function refreshPhotoBands(
  db: Db | Tx,
  historyId: number,
  stored: readonly bigint[],
  current: readonly bigint[],
): Promise<void> {
  if (stored.length === current.length && stored.every((hash, index) => hash === current[index])) return;
  await db
    .update(estateHistories)
    .set({ photoHashes: [...current] })
    .where(eq(estateHistories.historyId, historyId));
  await db.delete(propertyPhotoBands).where(eq(propertyPhotoBands.historyId, historyId));
  const bands = [...new Set(current.flatMap(hashBands))];
  if (bands.length)
    await db
      .insert(propertyPhotoBands)
      .values(bands.map((band) => ({ band, historyId })))
      .onConflictDoNothing();
}
