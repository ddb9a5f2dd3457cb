import { cutDescription, type EstateCard, type EstateType, type Rent, sellerKind } from '@portal/domain';
import { type AnyColumn, sql } from 'drizzle-orm';
import { estates } from '../../db/schema.ts';

/**
 * A column of estates for a correlated subquery: Drizzle leaves columns unqualified in a query of one table, and
 * `p.estate_id = "estate_id"` in a subquery of photos would compare the photo with itself.
 */
export const estatesColumn = (column: AnyColumn) => sql`${estates}.${sql.identifier(column.name)}`;

/**
 * The columns a card needs, read from the estates table alone: the city's name and the main photo (lowest sort, by the
 * photos (estate_id, sort) index) are subqueries, evaluated only for the rows a page returns and cheaper to plan than
 * joins for the card statements planned per call (searches). The photo count rides on the main photo's subquery (a
 * window over the same few index entries) rather than a second subquery per card.
 */
export const cardColumns = {
  estateId: estates.estateId,
  type: estates.type,
  rent: estates.rent,
  title: estates.title,
  description: sql<string>`left(${estates.description}, 400)`,
  price: estates.price,
  area: estates.area,
  landArea: estates.landArea,
  rooms: estates.rooms,
  cityId: estates.cityId,
  cityName: sql<string>`(select c.name from cities c where c.city_id = ${estatesColumn(estates.cityId)})`,
  provinceId: estates.provinceId,
  promoted: estates.promoted,
  createdAt: estates.createdAt,
  refreshedAt: estates.refreshedAt,
  photo: sql<MainPhoto | null>`(
    select json_build_object('container', p.container, 'filename', p.filename, 'count', count(*) over ())
    from photos p where p.estate_id = ${estatesColumn(estates.estateId)} order by p.sort limit 1)`,
  // By the primary key, for the page's rows only: a company's name links its page, a person's stays off the card.
  seller: sql<CardSeller>`(
    select json_build_object('userId', u.user_id, 'company', u.company, 'developer', u.developer,
      'name', case when u.company then coalesce(u.company_name, '') end)
    from users u where u.user_id = ${estatesColumn(estates.userId)})`,
  // The property's card as the triggers keep it (properties.ts), only when it stands for several offers.
  offers: sql<PropertyOffers | null>`(
    select json_build_object('count', pr.listed_offers, 'priceMin', pr.price_min, 'priceMax', pr.price_max)
    from estate_histories h join properties pr on pr.property_id = h.property_id
    where h.estate_id = ${estatesColumn(estates.estateId)} and pr.listed_offers > 1)`,
};

type MainPhoto = { container: string; filename: string; count: number };
type CardSeller = { userId: number; company: boolean; developer: boolean; name: string | null };
type PropertyOffers = { count: number; priceMin: number; priceMax: number };

type CardRow = {
  estateId: number;
  type: string;
  rent: number;
  title: string;
  description: string;
  price: number;
  area: number;
  landArea: number | null;
  rooms: number | null;
  cityId: number;
  cityName: string;
  provinceId: number;
  promoted: number;
  createdAt: Date;
  refreshedAt: Date | null;
  photo: MainPhoto | null;
  seller: CardSeller;
  offers: PropertyOffers | null;
};

export function toEstateCard(row: CardRow): EstateCard {
  return {
    estateId: row.estateId,
    type: row.type as EstateType,
    rent: row.rent as Rent,
    title: row.title,
    description: cutDescription(row.description),
    price: row.price,
    area: row.area,
    landArea: row.landArea,
    rooms: row.rooms,
    city: { cityId: row.cityId, city: row.cityName },
    province: { provinceId: row.provinceId },
    photo: row.photo && { container: row.photo.container, filename: row.photo.filename },
    promoted: row.promoted === 1 ? 1 : 0,
    creationDate: row.createdAt.toISOString(),
    refreshDate: row.refreshedAt?.toISOString() ?? null,
    photosCount: row.photo?.count ?? 0,
    seller: { userId: row.seller.userId, kind: sellerKind(row.seller), name: row.seller.name },
    ...(row.offers && { offers: row.offers }),
  };
}
