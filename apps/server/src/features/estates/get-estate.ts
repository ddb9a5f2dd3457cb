import type { EstateDetail } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates, users } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { detailColumns, toEstateDetail } from './estate-detail.ts';
import { selectPhotos } from './list-estate-photos.ts';
import { isListed } from './listed.ts';

/** GET /api/estates/{id}: a listed ad with every field; missing, inactive or expired ads are not found. */
export async function getEstate(db: Db, estateId: number): Promise<EstateDetail> {
  const [row] = await db
    .select(detailColumns)
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .innerJoin(users, eq(users.userId, estates.userId))
    .where(and(isListed(), eq(estates.estateId, estateId)));
  if (!row) throw notFound('Ogłoszenie nie istnieje.');
  return toEstateDetail(row, await selectPhotos(db, estateId));
}
