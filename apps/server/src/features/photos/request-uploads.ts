import { randomUUID } from 'node:crypto';
import { Limits, messages, type PhotoDescriptors, type PhotoUploadTarget } from '@portal/domain';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, photoUploads } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { incomingKey, type Storage } from '../../infra/storage/storage.ts';
import { loadOwnedEstate } from '../my-estates/index.ts';
import { localUploadUrl } from './upload-url.ts';

/** How long an upload URL works; an uncompleted slot holds a photo place as long. */
const uploadMinutes = 15;

// Browsers often send an empty or generic type for HEIC; anything else that is not a photo type is refused.
const acceptedDeclaredTypes = new Set<string>(['', 'application/octet-stream', ...Limits.photos.mimeTypes]);

/** The content type the upload must carry: the one of its extension, whatever the browser reported. */
function contentTypeOf(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('.png')) return 'image/png';
  if (lower.endsWith('.heic')) return 'image/heic';
  return 'image/jpeg';
}

/**
 * POST /api/estates/{id}/photos: one signed, expiring upload URL per announced file. The files themselves are
 * checked by their content when the upload is completed (complete-upload.ts).
 */
export async function requestUploads(
  db: Db,
  storage: Storage,
  secretKey: string,
  user: CurrentUser,
  estateId: number,
  files: PhotoDescriptors,
): Promise<PhotoUploadTarget[]> {
  await loadOwnedEstate(db, user, estateId);
  for (const file of files) {
    if (!acceptedDeclaredTypes.has(file.type.toLowerCase()))
      throw badRequest(messages.photoFormat(file.name));
  }
  const expiresAt = new Date(Date.now() + uploadMinutes * 60_000);
  const slots = files.map((file) => ({
    uploadId: randomUUID(),
    estateId,
    name: file.name,
    size: file.size,
    contentType: contentTypeOf(file.name),
    expiresAt,
  }));
  await db.transaction(async (tx) => {
    // Serialises the announcements of one ad, so that two at once cannot both take its last places.
    await tx.execute(sql`select 1 from estates where estate_id = ${estateId} for update`);
    if ((await placesTaken(tx, estateId)) + files.length > Limits.photos.maxPerAd)
      throw badRequest(messages.tooManyPhotos(Limits.photos.maxPerAd));
    await tx.insert(photoUploads).values(slots);
  });
  return Promise.all(
    slots.map(async (slot) => ({
      name: slot.name,
      uploadId: slot.uploadId,
      contentType: slot.contentType,
      sasTokenUrl: storage.presignUpload
        ? await storage.presignUpload({
            key: incomingKey(slot.uploadId),
            contentType: slot.contentType,
            size: slot.size,
            expiresInSeconds: uploadMinutes * 60,
          })
        : localUploadUrl(secretKey, { ...slot, expires: Math.floor(expiresAt.getTime() / 1000) }),
    })),
  );
}

/**
 * The ad's photos plus its slots still open: an announced file holds its place until it is completed or its URL
 * expires, so that announcing without completing can neither pass the limit nor pile up files.
 */
async function placesTaken(db: Pick<Db, 'select'>, estateId: number): Promise<number> {
  const [stored] = await db.select({ total: count() }).from(photos).where(eq(photos.estateId, estateId));
  const [open] = await db
    .select({ total: count() })
    .from(photoUploads)
    .where(
      and(
        eq(photoUploads.estateId, estateId),
        isNull(photoUploads.completedAt),
        gt(photoUploads.expiresAt, sql`now()`),
      ),
    );
  return (stored?.total ?? 0) + (open?.total ?? 0);
}
