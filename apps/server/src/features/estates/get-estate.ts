import type { EstateDetail, Photo } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates, users } from '../../db/schema.ts';
import { preparedStatement } from '../../db/statements.ts';
import { notFound } from '../../http/app-error.ts';
import { estatesColumn } from './estate-card.ts';
import { detailColumns, toEstateDetail } from './estate-detail.ts';
import { isListed } from './listed.ts';
import { localMarketOfAd, toLocalMarket } from './local-markets.ts';
import { otherOffersOfAd, toOtherOffers } from './other-offers.ts';
import { propertyHistoryOfAd } from './property-history.ts';

// The ad's photos in the same statement, main photo first: the most viewed page of the site needs one round trip.
const photosOfAd = sql<Photo[]>`(
  select coalesce(json_agg(json_build_object('photoId', p.photo_id, 'container', p.container,
    'filename', p.filename, 'name', p.name, 'sort', p.sort) order by p.sort, p.photo_id), '[]')
  from photos p where p.estate_id = ${estatesColumn(estates.estateId)})`;

// The most viewed page of the site: a named prepared statement, built once and parsed once per connection.
const detailStatement = preparedStatement('estate_detail', 'auto', (db) =>
  db
    .select({
      ...detailColumns,
      photos: photosOfAd,
      history: propertyHistoryOfAd,
      otherOffers: otherOffersOfAd,
      localMarket: localMarketOfAd,
    })
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .innerJoin(users, eq(users.userId, estates.userId))
    .where(and(isListed(), eq(estates.estateId, sql.placeholder('estateId')))),
);

/** GET /api/estates/{id}: a listed ad with every field; missing, inactive or expired ads are not found. */
export async function getEstate(db: Db, estateId: number): Promise<EstateDetail> {
  const [row] = await detailStatement(db).execute({ estateId });
  if (!row) throw notFound('Ogłoszenie nie istnieje.');
  const { photos, history, otherOffers, localMarket, ...detail } = row;
  const place = { district: detail.district, city: detail.cityName };
  return {
    ...toEstateDetail(detail, photos, history, toLocalMarket(localMarket, place)),
    otherOffers: toOtherOffers(otherOffers),
  };
}
