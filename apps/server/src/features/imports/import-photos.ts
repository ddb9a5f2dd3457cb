import { createHash, randomUUID } from 'node:crypto';
import { Limits } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos } from '../../db/schema.ts';
import { processPhoto, storePhotoVariants } from '../../infra/images/process-photo.ts';
import { photoPrefix, type Storage } from '../../infra/storage/storage.ts';
import { removeFiles, uploadContainer } from '../photos/stored-files.ts';

/** The photos an ad should have after an import, in order: kept rows and newly stored files. */
export type PhotoPlan = {
  rows: {
    photoId: number | null;
    filename: string;
    name: string;
    width: number | null;
    height: number | null;
    contentHash: string | null;
  }[];
  /** Storage prefixes of files written now: removed again if the offer's transaction fails. */
  written: string[];
  /** Storage prefixes of the ad's photos that are no longer wanted: removed after commit. */
  dropped: string[];
  /** What the photos are, for telling a changed offer from an unchanged one. */
  fingerprint: string;
};

/**
 * The first 6 photos in source order. A photo whose content (sha-256) is already stored under the same name is
 * kept without processing; a name the package does not ship (a diff without files) keeps the stored photo.
 */
export async function planPhotos(
  db: Db,
  storage: Storage,
  estateId: number | null,
  names: string[],
  read: (name: string) => Promise<Buffer | null>,
): Promise<PhotoPlan> {
  const current = estateId ? await db.select().from(photos).where(eq(photos.estateId, estateId)) : [];
  const plan: PhotoPlan = { rows: [], written: [], dropped: [], fingerprint: '' };
  const hashes: string[] = [];
  try {
    for (const name of [...new Set(names)].slice(0, Limits.photos.maxPerImportedAd)) {
      const bytes = await read(name);
      const stored = current.find((row) => row.name.toLowerCase() === name.toLowerCase());
      if (!bytes) {
        if (stored) plan.rows.push(stored);
        hashes.push(stored?.contentHash ?? 'missing');
        continue;
      }
      const contentHash = createHash('sha256').update(bytes).digest('hex');
      hashes.push(contentHash);
      if (stored && stored.contentHash === contentHash) {
        plan.rows.push(stored);
        continue;
      }
      const processed = await processPhoto(bytes).catch(() => null);
      // A broken photo is left out; the offer still goes in with the others.
      if (!processed) continue;
      const filename = randomUUID();
      plan.written.push(photoPrefix(uploadContainer, filename));
      await storePhotoVariants(storage, uploadContainer, filename, processed.variants);
      plan.rows.push({
        photoId: null,
        filename,
        name,
        width: processed.width,
        height: processed.height,
        contentHash,
      });
    }
  } catch (error) {
    await removeFiles(storage, plan.written);
    throw error;
  }
  const kept = new Set(plan.rows.map((row) => row.photoId));
  plan.dropped = current
    .filter((row) => !kept.has(row.photoId) && row.container === uploadContainer)
    .map((row) => photoPrefix(uploadContainer, row.filename));
  plan.fingerprint = hashes.join(',');
  return plan;
}
