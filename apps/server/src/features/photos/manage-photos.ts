import type { Photo, PhotoSort } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { photoPrefix, type Storage } from '../../infra/storage/storage.ts';
import { selectPhotos } from '../estates/index.ts';
import { loadOwnedEstate } from '../my-estates/index.ts';
import { matchProperty } from '../properties/index.ts';
import { uploadContainer } from './stored-files.ts';

/** The owner's view of the photos: also of an inactive ad, as the wizard shows them before activation. */
export async function listOwnPhotos(db: Db, user: CurrentUser, estateId: number): Promise<Photo[]> {
  await loadOwnedEstate(db, user, estateId);
  return selectPhotos(db, estateId);
}

/** PUT /api/estates/{id}/photos/sort: the new positions, 0 being the main photo; every id must be the ad's. */
export async function sortPhotos(
  db: Db,
  user: CurrentUser,
  estateId: number,
  order: PhotoSort,
): Promise<Photo[]> {
  await loadOwnedEstate(db, user, estateId);
  const ids = order.map((entry) => entry.photoId);
  const owned = await db
    .select({ photoId: photos.photoId })
    .from(photos)
    .where(and(eq(photos.estateId, estateId), inArray(photos.photoId, ids)));
  if (owned.length !== new Set(ids).size) throw badRequest('Niepoprawna kolejność zdjęć.');
  await db.transaction(async (tx) => {
    for (const { photoId, sort } of order)
      await tx.update(photos).set({ sort }).where(eq(photos.photoId, photoId));
  });
  return selectPhotos(db, estateId);
}

/** DELETE /api/estates/{id}/photos/{photoId}: the photo and its files are gone; the rest keep their order. */
export async function deletePhoto(
  db: Db,
  storage: Storage,
  user: CurrentUser,
  estateId: number,
  photoId: number,
): Promise<Photo[]> {
  await loadOwnedEstate(db, user, estateId);
  const [removed] = await db
    .delete(photos)
    .where(and(eq(photos.photoId, photoId), eq(photos.estateId, estateId)))
    .returning({ container: photos.container, filename: photos.filename });
  if (!removed) throw notFound('Zdjęcie nie istnieje.');
  // The photo no longer proves the property of a public ad; the order of photos proves nothing.
  await matchProperty(db, estateId);
  if (removed.container === uploadContainer)
    await storage.removePrefix(photoPrefix(removed.container, removed.filename));
  return selectPhotos(db, estateId);
}
