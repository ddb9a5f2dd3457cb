import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Limits, messages, type Photo } from '@portal/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, photoUploads } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import {
  maxPhotoPixels,
  OversizedImageError,
  processPhoto,
  storePhotoVariants,
  UnsupportedImageError,
} from '../../infra/images/process-photo.ts';
import { incomingKey, photoPrefix, type Storage } from '../../infra/storage/storage.ts';
import { selectPhotos } from '../estates/index.ts';
import { loadOwnedEstate } from '../my-estates/index.ts';
import { matchProperty } from '../properties/index.ts';
import { uploadContainer } from './stored-files.ts';

const notUploaded = 'Plik nie został jeszcze wysłany.';
// Worded as the spec's other refusals of one file (§8).
const photoPixels = (name: string) =>
  `Wystąpił błąd podczas wysyłania pliku: ${name} - maksymalna rozdzielczość zdjęcia to ${maxPhotoPixels / 1_000_000} megapikseli`;

/** The whole object, or 'too-large' as soon as it passes the limit (the store may not have checked the size). */
async function readUpload(stream: Readable, limit: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > limit) {
      stream.destroy();
      return 'too-large';
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/estates/{id}/photos/{uploadId}/complete, after the file was PUT to its URL (either store): the file is
 * judged by its content, turned into the WebP variants without metadata, and becomes the ad's last photo. Each
 * upload is completed once; a rejected file is dropped and must be sent again.
 */
export async function completeUpload(
  db: Db,
  storage: Storage,
  user: CurrentUser,
  estateId: number,
  uploadId: string,
): Promise<Photo[]> {
  await loadOwnedEstate(db, user, estateId);
  const [slot] = await db
    .select()
    .from(photoUploads)
    .where(and(eq(photoUploads.uploadId, uploadId), eq(photoUploads.estateId, estateId)));
  if (!slot) throw notFound('Nie znaleziono wysyłanego pliku.');
  if (slot.completedAt) return selectPhotos(db, estateId);
  const stream = await storage.read(incomingKey(uploadId));
  if (!stream) throw badRequest(notUploaded);
  const original = await readUpload(stream, Limits.photos.maxBytes);

  // Claimed before the slow work, so that two calls for one upload never make two photos.
  const claimed = await db
    .update(photoUploads)
    .set({ completedAt: sql`now()` })
    .where(and(eq(photoUploads.uploadId, uploadId), isNull(photoUploads.completedAt)))
    .returning({ uploadId: photoUploads.uploadId });
  if (claimed.length === 0) return selectPhotos(db, estateId);
  try {
    if (original === 'too-large') throw badRequest(messages.photoSize(slot.name));
    await addPhoto(db, storage, estateId, slot.name, original);
  } catch (error) {
    if (error instanceof OversizedImageError) throw badRequest(photoPixels(slot.name));
    if (error instanceof UnsupportedImageError) throw badRequest(messages.photoFormat(slot.name));
    throw error;
  } finally {
    await storage.removePrefix(incomingKey(uploadId));
  }
  return selectPhotos(db, estateId);
}

async function addPhoto(db: Db, storage: Storage, estateId: number, name: string, original: Buffer) {
  const processed = await processPhoto(original);
  const { perceptualHash } = processed;
  const filename = randomUUID();
  await storePhotoVariants(storage, uploadContainer, filename, processed.variants);
  try {
    await db.transaction(async (tx) => {
      // Serialises photo additions of one ad, so that the count and the next sort number hold.
      await tx.execute(sql`select 1 from estates where estate_id = ${estateId} for update`);
      const [existing] = await tx
        .select({ total: count() })
        .from(photos)
        .where(eq(photos.estateId, estateId));
      if ((existing?.total ?? 0) >= Limits.photos.maxPerAd)
        throw badRequest(messages.tooManyPhotos(Limits.photos.maxPerAd));
      await tx.insert(photos).values({
        estateId,
        container: uploadContainer,
        filename,
        name,
        sort: sql`(select coalesce(max(sort) + 1, 0) from photos where estate_id = ${estateId})`,
        width: processed.width,
        height: processed.height,
        contentHash: createHash('sha256').update(original).digest('hex'),
        perceptualHash,
      });
      // A public ad's new photo is new evidence of the property it shows.
      await matchProperty(tx, estateId);
    });
  } catch (error) {
    await storage.removePrefix(photoPrefix(uploadContainer, filename));
    throw error;
  }
}
