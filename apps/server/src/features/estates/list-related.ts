import { type EstateType, Limits, type Rent } from '@portal/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { estatePoint, planePoint } from './geo.ts';
import { isListed } from './listed.ts';

type RelatedTo = { estateId: number; type: EstateType; rent: Rent; lat: number; lng: number };

export function relatedQuery(db: Db, ad: RelatedTo) {
  return (
    db
      .select(cardColumns)
      .from(estates)
      .where(
        and(
          isListed(),
          eq(estates.type, ad.type),
          eq(estates.rent, ad.rent),
          ne(estates.estateId, ad.estateId),
        ),
      )
      // Distance alone, so that the GiST index hands rows over nearest first and the scan stops after four.
      .orderBy(asc(sql`${estatePoint} <-> ${planePoint(ad.lat, ad.lng, ad.type, ad.rent)}`))
      .limit(Limits.relatedAds)
  );
}

/**
 * 'Mogą Cię zainteresować': listed ads of the same type and rent nearest to the ad (its own point, or its city's
 * when it has none), never the ad itself. GET /api/estates/{id}/related.
 */
export async function listRelated(db: Db, estateId: number) {
  const [ad] = await db
    .select({
      estateId: estates.estateId,
      type: estates.type,
      rent: estates.rent,
      lat: sql<number>`coalesce(${estates.latitude}, ${cities.lat})`,
      lng: sql<number>`coalesce(${estates.longitude}, ${cities.lng})`,
    })
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .where(and(isListed(), eq(estates.estateId, estateId)));
  if (!ad) throw notFound('Ogłoszenie nie istnieje.');
  const rows = await relatedQuery(db, ad);
  return { rows: rows.map(toEstateCard), count: rows.length };
}
