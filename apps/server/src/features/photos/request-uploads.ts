import { randomUUID } from 'node:crypto';
import { Limits, messages, type PhotoDescriptors, type PhotoUploadTarget } from '@portal/domain';
import { and, count, eq, gt, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, photos, photoUploads } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { incomingKey, type Storage } from '../../infra/storage/storage.ts';
import { loadOwnedEstate } from '../my-estates/index.ts';
import { localUploadUrl } from './upload-url.ts';

/** How long an upload URL works. */
const uploadMinutes = 15;
// A PUT may start until the URL expires (S3 checks the expiry only then): the slot, its photo place and its file
// stay so much longer for the body to land. The slot's file is removed once the slot expires.
const landingMinutes = 2;
// The class of the per-account advisory lock taken while open uploads are counted and added.
const uploadsLockClass = 724_042;

const tooManyUploads =
  'Wysyłasz zbyt wiele zdjęć naraz. Poczekaj, aż trwające wysyłanie się zakończy, i spróbuj ponownie.';

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
  const { userId } = await loadOwnedEstate(db, user, estateId);
  for (const file of files) {
    if (!acceptedDeclaredTypes.has(file.type.toLowerCase()))
      throw badRequest(messages.photoFormat(file.name));
  }
  const linkExpires = Date.now() + uploadMinutes * 60_000;
  const expiresAt = new Date(linkExpires + landingMinutes * 60_000);
  const slots = files.map((file) => ({
    uploadId: randomUUID(),
    estateId,
    name: file.name,
    size: file.size,
    contentType: contentTypeOf(file.name),
    expiresAt,
  }));
  await db.transaction(async (tx) => {
    // Serialises the announcements of one account, then of one ad, so that two at once (on any instances) cannot
    // both take the last places.
    await tx.execute(sql`select pg_advisory_xact_lock(${uploadsLockClass}, ${userId})`);
    await tx.execute(sql`select 1 from estates where estate_id = ${estateId} for update`);
    const open = await openUploads(tx, userId);
    const bytes = files.reduce((total, file) => total + file.size, 0);
    const { uploadsPerAccount, uploadBytesPerAccount } = Limits.unfinished;
    if (open.count + files.length > uploadsPerAccount || open.bytes + bytes > uploadBytesPerAccount)
      throw badRequest(tooManyUploads);
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
        : localUploadUrl(secretKey, { ...slot, expires: Math.floor(linkExpires / 1000) }),
    })),
  );
}

const isOpen = and(isNull(photoUploads.completedAt), gt(photoUploads.expiresAt, sql`now()`));

/** The uploads of all the account's ads announced and neither completed nor expired, and their declared bytes. */
async function openUploads(db: Pick<Db, 'select'>, userId: number) {
  const [open] = await db
    .select({ count: count(), bytes: sum(photoUploads.size).mapWith(Number) })
    .from(photoUploads)
    .innerJoin(estates, eq(estates.estateId, photoUploads.estateId))
    .where(and(eq(estates.userId, userId), isOpen));
  return { count: open?.count ?? 0, bytes: open?.bytes ?? 0 };
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
    .where(and(eq(photoUploads.estateId, estateId), isOpen));
  return (stored?.total ?? 0) + (open?.total ?? 0);
}
