import {
  type Amenity,
  amenities,
  type EstateDetail,
  type EstateHistory,
  type EstateType,
  type HistoryEventKind,
  type LocalMarket,
  type Photo,
  routes,
  sellerKind,
} from '@portal/domain';
import { getTableColumns } from 'drizzle-orm';
import { cities, estates, users } from '../../db/schema.ts';
import { sellerName } from './seller-name.ts';

export const detailColumns = {
  ...getTableColumns(estates),
  cityName: cities.name,
  ownerPhone: users.phone,
  ownerEmail: users.email,
  ownerName: sellerName,
  ownerCompany: users.company,
  ownerDeveloper: users.developer,
  ownerLogo: users.logo,
};

type DetailRow = typeof estates.$inferSelect & {
  cityName: string;
  ownerPhone: string;
  ownerEmail: string;
  ownerName: string;
  ownerCompany: boolean;
  ownerDeveloper: boolean;
  ownerLogo: string | null;
};

/** The history as the statement reads it: timestamps in json_build_object's text, in the session's zone. */
export type StoredHistory = {
  firstSeenAt: string;
  /** The ad's offer among the property's `offers` (property-history.ts). */
  offer: number;
  offers: number;
  events: { kind: HistoryEventKind; price: number; at: string; offer: number }[];
};

const iso = (text: string) => new Date(text).toISOString();

function toHistory(stored: StoredHistory | null): EstateHistory | null {
  if (!stored) return null;
  const event = ({ kind, price, at }: StoredHistory['events'][number]) => ({
    kind,
    price: Number(price),
    date: iso(at),
  });
  // Offers are numbered only where the property has had several: a card of one offer keeps its bytes.
  if (stored.offers < 2) return { firstSeenDate: iso(stored.firstSeenAt), events: stored.events.map(event) };
  return {
    firstSeenDate: iso(stored.firstSeenAt),
    offer: Number(stored.offer),
    events: stored.events.map((stored) => ({ ...event(stored), offer: Number(stored.offer) })),
  };
}

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The ad as GET /api/estates/{id} answers it (spec §3), with the owner's public contact. */
export function toEstateDetail(
  row: DetailRow,
  photos: Photo[],
  history: StoredHistory | null = null,
  localMarket: LocalMarket | null = null,
): EstateDetail {
  return {
    estateId: row.estateId,
    type: row.type as EstateType,
    title: row.title,
    description: row.description,
    price: row.price,
    area: row.area,
    landArea: row.landArea,
    monthlyFees: row.monthlyFees,
    deposit: row.deposit,
    rent: flag(row.rent),
    market: row.market,
    address: row.address,
    cityCode: row.cityCode,
    district: row.district,
    city: { cityId: row.cityId, city: row.cityName },
    province: { provinceId: row.provinceId },
    category: row.category,
    floor: row.floor,
    floors: row.floors,
    rooms: row.rooms,
    height: row.height,
    year: row.year,
    material: row.material,
    access: row.access,
    ...amenityValues(row),
    bathrooms: row.bathrooms,
    finish: row.finish,
    heating: row.heating,
    ownership: row.ownership,
    availableFrom: row.availableFrom,
    garden: row.garden,
    pets: row.pets,
    photos,
    history: toHistory(history),
    localMarket,
    active: flag(row.active),
    promoted: flag(row.promoted),
    creationDate: row.createdAt.toISOString(),
    modificationDate: row.modifiedAt.toISOString(),
    // An ad never refreshed counts from its creation.
    refreshDate: (row.refreshedAt ?? row.createdAt).toISOString(),
    expirationDate: row.expiresAt.toISOString(),
    externalId: row.externalId,
    imported: flag(row.imported),
    latitudeGeo: row.latitude,
    longitudeGeo: row.longitude,
    matchGeo: row.matchGeo,
    user: {
      userId: row.userId,
      phone: row.ownerPhone,
      email: row.ownerEmail,
      name: row.ownerName,
      kind: sellerKind({ company: row.ownerCompany, developer: row.ownerDeveloper }),
      // A logo stays on a company's pages only: an account turned private keeps no company face.
      logo: row.ownerCompany && row.ownerLogo ? routes.logo(row.ownerLogo) : null,
    },
  };
}

function amenityValues(row: DetailRow) {
  return Object.fromEntries(amenities.map((amenity) => [amenity, row[amenity]])) as Record<
    Amenity,
    number | null
  >;
}
