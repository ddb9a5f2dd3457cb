import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runOnceAcrossInstances } from '../../db/run-once.ts';
import { photoUploads } from '../../db/schema.ts';
import { incomingKey, type Storage } from '../../infra/storage/storage.ts';
import { removeFiles } from './stored-files.ts';

const cleanupLockKey = 724_002;

/**
 * Removes expired upload slots, and the files of those never completed (announced, perhaps sent, then left) from
 * incoming/ in either store. A slot expires only after its link did and a body sent in time has landed
 * (request-uploads.ts), so its file can go at once; run every minute, one instance at a time, a file outlives its
 * slot by a minute at most. A file that lands later still, or whose removal a crash cut off, belongs to no slot:
 * remove-orphan-files.ts takes it. Works in batches, each batch's files after its rows are gone; answers how many
 * slots.
 */
export async function removeExpiredUploads(db: Db, storage: Storage, batch = 500): Promise<number | 'busy'> {
  let removed = 0;
  for (;;) {
    const rows = await runOnceAcrossInstances(db, cleanupLockKey, (tx) => {
      const expired = tx
        .select({ uploadId: photoUploads.uploadId })
        .from(photoUploads)
        .where(lt(photoUploads.expiresAt, sql`now()`))
        .limit(batch);
      return tx
        .delete(photoUploads)
        .where(inArray(photoUploads.uploadId, expired))
        .returning({ uploadId: photoUploads.uploadId, completedAt: photoUploads.completedAt });
    });
    if (rows === 'busy') return removed > 0 ? removed : 'busy';
    if (rows.length === 0) return removed;
    // A completed upload's file went when it was processed.
    const waiting = rows.filter((row) => !row.completedAt).map((row) => incomingKey(row.uploadId));
    await removeFiles(storage, waiting);
    removed += rows.length;
  }
}
