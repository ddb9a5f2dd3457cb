import { type EstateType, Limits, type Rent } from '@portal/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates } from '../../db/schema.ts';
import { preparedStatement } from '../../db/statements.ts';
import { notFound } from '../../http/app-error.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { type Bind, collecting, estatePoint, literal, planePoint } from './geo.ts';
import { isInLists, isListed } from './listed.ts';

type RelatedTo = { estateId: number; type: EstateType; rent: Rent; lat: number; lng: number };

/** Listed ads of the ad's category but the ad, nearest first: the conditions and the order of relatedQuery. */
function nearestTo(ad: RelatedTo, bind: Bind) {
  return {
    where: and(
      isInLists(),
      eq(estates.type, bind('type', ad.type)),
      eq(estates.rent, bind('rent', ad.rent)),
      ne(estates.estateId, bind('estateId', ad.estateId)),
    ),
    distance: sql`${estatePoint} <-> ${planePoint(ad.lat, ad.lng, ad.type, ad.rent, bind, 'ad')}`,
  };
}

export function relatedQuery(db: Db, ad: RelatedTo, bind: Bind = literal) {
  const { where, distance } = nearestTo(ad, bind);
  return (
    db
      .select(cardColumns)
      .from(estates)
      .where(where)
      // Distance alone, so that the GiST index hands rows over nearest first and the scan stops after four.
      .orderBy(asc(distance))
      .limit(Limits.relatedAds)
  );
}

// Every ad page asks for its related ads, so both statements are prepared; one plan fits every ad (the nearest ads
// of its category on the GiST plane), so each is planned once per connection.
const adPointStatement = preparedStatement('related_ad', 'fixed', (db) =>
  db
    .select({
      type: estates.type,
      rent: estates.rent,
      lat: sql<number>`coalesce(${estates.latitude}, ${cities.lat})`,
      lng: sql<number>`coalesce(${estates.longitude}, ${cities.lng})`,
    })
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .where(and(isListed(), eq(estates.estateId, sql.placeholder('estateId')))),
);
const placeholders: Bind = (key) => sql.placeholder(key);
const sample: RelatedTo = { estateId: 0, type: 'apartment', rent: 0, lat: 0, lng: 0 };
const nearestStatement = preparedStatement('related_nearest', 'fixed', (db) =>
  relatedQuery(db, sample, placeholders),
);

/** The values of the prepared relatedQuery, named as its placeholders. */
function relatedValues(ad: RelatedTo) {
  const values: Record<string, unknown> = {};
  nearestTo(ad, collecting(values));
  return values;
}

/** The listed ads of a category nearest to a point, but the ad itself: an ad's related ads, or a gone ad's. */
export async function listRelatedTo(db: Db, ad: RelatedTo) {
  const rows = await nearestStatement(db).execute(relatedValues(ad));
  return rows.map(toEstateCard);
}

/**
 * 'Mogą Cię zainteresować': listed ads of the same type and rent nearest to the ad (its own point, or its city's
 * when it has none), never the ad itself. GET /api/estates/{id}/related.
 */
export async function listRelated(db: Db, estateId: number) {
  const [ad] = await adPointStatement(db).execute({ estateId });
  if (!ad) throw notFound('Ogłoszenie nie istnieje.');
  const rows = await listRelatedTo(db, {
    estateId,
    type: ad.type as EstateType,
    rent: ad.rent as Rent,
    lat: ad.lat,
    lng: ad.lng,
  });
  return { rows, count: rows.length };
}
