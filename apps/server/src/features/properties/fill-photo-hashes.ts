import { buffer } from 'node:stream/consumers';
import { Limits } from '@portal/domain';
import { and, asc, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runOnceAcrossInstances } from '../../db/run-once.ts';
import { photos } from '../../db/schema.ts';
import { perceptualHash } from '../../infra/images/perceptual-hash.ts';
import { photoKey, type Storage } from '../../infra/storage/storage.ts';

const fillLockKey = 724_061;

export type FillSettings = { batchSize?: number; maxSeconds?: number };
export type FillReport = { hashed: number; unreadable: number } | 'busy';

/**
 * Gives the photos stored before photos were hashed their perceptual hash, from their stored large variant (the
 * original upload is not kept; new photos are hashed from that variant too). Walks the photos by id in batches, each
 * under a lock so that one instance works; a photo whose file is missing or unreadable is left without and tried
 * again at the next run. Photos sharing one file (the demo's pool) read it once. Stops after `maxSeconds` and goes
 * on at the next run; safe to run again at any time.
 */
export async function fillPhotoHashes(
  db: Db,
  storage: Storage,
  settings: FillSettings = {},
): Promise<FillReport> {
  const batchSize = settings.batchSize ?? 200;
  const deadline = Date.now() + (settings.maxSeconds ?? 240) * 1000;
  const known = new Map<string, bigint | null>();
  const report = { hashed: 0, unreadable: 0 };
  let after = 0;
  while (Date.now() < deadline) {
    const batch = await runOnceAcrossInstances(db, fillLockKey, async (tx) => {
      const rows = await tx
        .select({ photoId: photos.photoId, container: photos.container, filename: photos.filename })
        .from(photos)
        .where(and(isNull(photos.perceptualHash), gt(photos.photoId, after)))
        .orderBy(asc(photos.photoId))
        .limit(batchSize);
      const byHash = new Map<bigint, number[]>();
      for (const row of rows) {
        const file = `${row.container}/${row.filename}`;
        if (!known.has(file)) known.set(file, await hashStored(storage, row.container, row.filename));
        const hash = known.get(file);
        if (hash === null || hash === undefined) {
          report.unreadable++;
          continue;
        }
        byHash.set(hash, [...(byHash.get(hash) ?? []), row.photoId]);
        report.hashed++;
      }
      for (const [hash, ids] of byHash)
        await tx
          .update(photos)
          .set({ perceptualHash: hash })
          .where(and(inArray(photos.photoId, ids), isNull(photos.perceptualHash)));
      return rows;
    });
    if (batch === 'busy') return report.hashed + report.unreadable > 0 ? report : 'busy';
    if (batch.length < batchSize) break;
    after = batch.at(-1)!.photoId;
  }
  return report;
}

async function hashStored(storage: Storage, container: string, filename: string): Promise<bigint | null> {
  const stream = await storage.read(photoKey(container, filename, Limits.photoSizes.large));
  if (!stream) return null;
  return perceptualHash(await buffer(stream)).catch(() => null);
}
