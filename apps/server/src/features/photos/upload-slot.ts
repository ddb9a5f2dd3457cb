import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photoUploads } from '../../db/schema.ts';

export type UploadSlot = typeof photoUploads.$inferSelect;

/** The announced upload behind a link, or undefined when there is none. */
export async function findUploadSlot(db: Db, uploadId: string): Promise<UploadSlot | undefined> {
  const [slot] = await db.select().from(photoUploads).where(eq(photoUploads.uploadId, uploadId));
  return slot;
}

/**
 * Marks the slot's file as received, atomically, so that a second PUT finds the link used; false when it was
 * used or expired meanwhile. The slot keeps its expiry: it holds its photo place until the upload is completed
 * or expires.
 */
export async function claimUploadSlot(db: Db, uploadId: string): Promise<boolean> {
  const claimed = await db
    .update(photoUploads)
    .set({ uploadedAt: sql`now()` })
    .where(
      and(
        eq(photoUploads.uploadId, uploadId),
        gt(photoUploads.expiresAt, sql`now()`),
        isNull(photoUploads.uploadedAt),
      ),
    )
    .returning({ uploadId: photoUploads.uploadId });
  return claimed.length > 0;
}
