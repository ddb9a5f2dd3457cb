import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, photoUploads } from '../../db/schema.ts';
import { incomingKey, photoPrefix, type Storage } from '../../infra/storage/storage.ts';

// Only uploads are the ad's own files: demo ads share the pool images of the 'demo' container.
export const uploadContainer = 'estates';

/** The storage prefixes of every file of these ads: their photos' variants and their waiting uploads. */
export async function estateFilePrefixes(db: Db, estateIds: number[]): Promise<string[]> {
  if (estateIds.length === 0) return [];
  const [photoRows, uploadRows] = await Promise.all([
    db
      .select({ filename: photos.filename })
      .from(photos)
      .where(and(inArray(photos.estateId, estateIds), eq(photos.container, uploadContainer))),
    db
      .select({ uploadId: photoUploads.uploadId })
      .from(photoUploads)
      .where(inArray(photoUploads.estateId, estateIds)),
  ]);
  return [
    ...photoRows.map((row) => photoPrefix(uploadContainer, row.filename)),
    ...uploadRows.map((row) => incomingKey(row.uploadId)),
  ];
}

/** Removes files after their rows are gone: a crash in between leaves an orphan file, never a broken photo. */
export async function removeFiles(storage: Storage, prefixes: string[]): Promise<void> {
  for (const prefix of prefixes) await storage.removePrefix(prefix);
}
