import { createHash, randomUUID } from 'node:crypto';
import { Limits } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos } from '../../db/schema.ts';
import { detectImageFormat } from '../../infra/images/image-format.ts';
import {
  maxPhotoPixels,
  OversizedImageError,
  processPhoto,
  storePhotoVariants,
} from '../../infra/images/process-photo.ts';
import { photoPrefix, type Storage } from '../../infra/storage/storage.ts';
import { removeFiles, uploadContainer } from '../photos/index.ts';

/** The photos an ad should have after an import, in order: kept rows and newly stored files. */
export type PhotoPlan = {
  rows: {
    photoId: number | null;
    filename: string;
    name: string;
    width: number | null;
    height: number | null;
    contentHash: string | null;
    perceptualHash: bigint | null;
  }[];
  /** Storage prefixes of files written now: removed again if the offer's transaction fails. */
  written: string[];
  /** Storage prefixes of the ad's photos that are no longer wanted: removed after commit. */
  dropped: string[];
  /** What the photos are, for telling a changed offer from an unchanged one. */
  fingerprint: string;
  /** In Polish, for the company: photos the file names that the ad does not get, and why. */
  problems: string[];
};

/**
 * The first 6 photos in source order. A photo whose content (sha-256) is already stored under the same name is
 * kept without processing, its perceptual hash with it; a name the package does not ship (a diff without files) keeps the stored photo. Photos
 * left out (beyond 6, not shipped and not stored, not a photo we can read) are listed in `problems`.
 */
export async function planPhotos(
  db: Db,
  storage: Storage,
  estateId: number | null,
  names: string[],
  read: (name: string) => Promise<Buffer | null>,
): Promise<PhotoPlan> {
  const current = estateId ? await db.select().from(photos).where(eq(photos.estateId, estateId)) : [];
  const plan: PhotoPlan = { rows: [], written: [], dropped: [], fingerprint: '', problems: [] };
  const hashes: string[] = [];
  const missing: string[] = [];
  const wanted: (PhotoPlan['rows'][number] | { name: string; bytes: Buffer; contentHash: string })[] = [];
  const distinct = [...new Set(names)];
  const { maxPerImportedAd } = Limits.photos;
  for (const name of distinct.slice(0, maxPerImportedAd)) {
    const bytes = await read(name);
    const stored = current.find((row) => row.name.toLowerCase() === name.toLowerCase());
    if (!bytes) {
      if (stored) wanted.push(stored);
      else missing.push(name);
      hashes.push(stored?.contentHash ?? 'missing');
      continue;
    }
    const contentHash = createHash('sha256').update(bytes).digest('hex');
    hashes.push(contentHash);
    wanted.push(stored && stored.contentHash === contentHash ? stored : { name, bytes, contentHash });
  }
  if (missing.length > 0) plan.problems.push(`brak w paczce zdjęć: ${missing.join(', ')}`);
  if (distinct.length > maxPerImportedAd)
    plan.problems.push(
      `pominięto zdjęcia ponad limit ${maxPerImportedAd}: ${distinct.slice(maxPerImportedAd).join(', ')}`,
    );
  const refused = new Map<string, string>();
  try {
    const rows = await mapConcurrently(wanted, photosAtOnce, async (photo) => {
      if (!('bytes' in photo)) return photo;
      const processed = await processPhoto(photo.bytes).catch((error: unknown) => {
        refused.set(photo.name, refusal(error, photo.bytes));
        return null;
      });
      // A broken photo is left out; the offer still goes in with the others.
      if (!processed) return null;
      const filename = randomUUID();
      plan.written.push(photoPrefix(uploadContainer, filename));
      await storePhotoVariants(storage, uploadContainer, filename, processed.variants);
      const { name, contentHash } = photo;
      const { width, height, perceptualHash } = processed;
      return { photoId: null, filename, name, width, height, contentHash, perceptualHash };
    });
    plan.rows = rows.filter((row) => row !== null);
  } catch (error) {
    await removeFiles(storage, plan.written);
    throw error;
  }
  for (const { name } of wanted) {
    if (refused.has(name)) plan.problems.push(`zdjęcie ${name} odrzucone: ${refused.get(name)}`);
  }
  const kept = new Set(plan.rows.map((row) => row.photoId));
  plan.dropped = current
    .filter((row) => !kept.has(row.photoId) && row.container === uploadContainer)
    .map((row) => photoPrefix(uploadContainer, row.filename));
  plan.fingerprint = hashes.join(',');
  return plan;
}

/** Why a photo could not be processed, as the company can act on it. */
function refusal(error: unknown, bytes: Buffer): string {
  if (error instanceof OversizedImageError)
    return `za duże (ponad ${maxPhotoPixels / 1_000_000} mln pikseli)`;
  if (!detectImageFormat(bytes)) return 'to nie jest plik JPEG, PNG ani HEIC';
  return 'uszkodzony plik, nie da się go odczytać';
}

// sharp runs one libvips thread per image on glibc Linux: two photos at once keep two cores busy (bench/import-bench.ts
// times the import of an export with photos).
const photosAtOnce = 2;

/**
 * `work` on every item, at most `limit` at a time; the answers in the items' order. A failure stops the taking of
 * new items and is thrown once the started ones have finished, so that nothing is still writing files when the
 * caller cleans up.
 */
async function mapConcurrently<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        answers[index] = await work(items[index] as T);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return answers;
}
