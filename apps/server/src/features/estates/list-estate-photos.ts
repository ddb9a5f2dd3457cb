import type { Photo } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, photos } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { isListed } from './listed.ts';

export const photoColumns = {
  photoId: photos.photoId,
  container: photos.container,
  filename: photos.filename,
  name: photos.name,
  sort: photos.sort,
};

/** Photos of one ad, main photo first. */
export function selectPhotos(db: Db, estateId: number): Promise<Photo[]> {
  return db
    .select(photoColumns)
    .from(photos)
    .where(eq(photos.estateId, estateId))
    .orderBy(asc(photos.sort), asc(photos.photoId));
}

/** GET /api/estates/{id}/photos for visitors: only a listed ad shows its photos. */
export async function listEstatePhotos(db: Db, estateId: number): Promise<Photo[]> {
  const [listed] = await db
    .select({ estateId: estates.estateId })
    .from(estates)
    .where(and(isListed(), eq(estates.estateId, estateId)));
  if (!listed) throw notFound('Ogłoszenie nie istnieje.');
  return selectPhotos(db, estateId);
}
