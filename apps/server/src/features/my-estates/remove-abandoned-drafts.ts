import { and, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runOnceAcrossInstances } from '../../db/run-once.ts';
import { estates, photos } from '../../db/schema.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { estateFilePrefixes, removeFiles } from '../photos/index.ts';

const draftsLockKey = 724_003;

export type DraftCleanupSettings = { olderThanDays: number; batchSize?: number };

/**
 * The nightly clean-up of abandoned drafts: an ad never published (wizard step 3 never finished) whose form was last
 * saved, and whose last photo was added, over olderThanDays ago goes with its photos, uploads and their files. An ad
 * that was once online is kept whatever its state. Works in batches, each batch's files after its rows are gone;
 * answers how many drafts went.
 */
export async function removeAbandonedDrafts(
  db: Db,
  storage: Storage,
  settings: DraftCleanupSettings,
): Promise<number | 'busy'> {
  const batch = settings.batchSize ?? 500;
  const cutoff = sql`now() - make_interval(days => ${settings.olderThanDays})`;
  let removed = 0;
  for (;;) {
    const found = await runOnceAcrossInstances(db, draftsLockKey, async (tx) => {
      const recentPhoto = tx
        .select({ photoId: photos.photoId })
        .from(photos)
        .where(and(eq(photos.estateId, estates.estateId), gte(photos.createdAt, cutoff)));
      // Locked, so that a 'Zapisz' arriving meanwhile waits and then finds the ad gone instead of half-removed.
      const rows = await tx
        .select({ estateId: estates.estateId })
        .from(estates)
        .where(and(eq(estates.draft, true), lt(estates.modifiedAt, cutoff), notExists(recentPhoto)))
        .orderBy(estates.estateId)
        .limit(batch)
        .for('update');
      const ids = rows.map((row) => row.estateId);
      const prefixes = await estateFilePrefixes(tx, ids);
      // Photos and upload slots go with the ad (on delete cascade).
      if (ids.length > 0) await tx.delete(estates).where(inArray(estates.estateId, ids));
      return { count: ids.length, prefixes };
    });
    if (found === 'busy') return removed > 0 ? removed : 'busy';
    await removeFiles(storage, found.prefixes);
    removed += found.count;
    if (found.count < batch) return removed;
  }
}
