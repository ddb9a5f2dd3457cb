import type { OwnEstateDetail } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates, moderationHolds, users } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { detailColumns, selectPhotos, toEstateDetail } from '../estates/index.ts';
import { loadOwnedEstate } from './estate-access.ts';

/**
 * The ad as the wizard edits and previews it: like the public detail, but also while inactive or expired, and with
 * whether the risk checks hold it for verification (its owner is told; the public sees nothing of it).
 */
export async function getOwnEstate(db: Db, user: CurrentUser, estateId: number): Promise<OwnEstateDetail> {
  await loadOwnedEstate(db, user, estateId);
  const [row] = await db
    .select({
      ...detailColumns,
      underReview: sql<boolean>`exists (select 1 from ${moderationHolds}
        where ${moderationHolds.estateId} = ${estates.estateId} and ${moderationHolds.kind} = 'review')`,
    })
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .innerJoin(users, eq(users.userId, estates.userId))
    .where(eq(estates.estateId, estateId));
  if (!row) throw notFound('Ogłoszenie nie istnieje.');
  return { ...toEstateDetail(row, await selectPhotos(db, estateId)), underReview: row.underReview };
}
