import {
  type EstateType,
  estateTypes,
  Limits,
  type ListQuery,
  pricePerSquareMetre,
  type Rent,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { krakow, makeEstate, makeUser, warszawa } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';

/** What a test knows about a seeded ad, to compute the expected answer of any list on its own. */
export type SeededAd = {
  estateId: number;
  userId: number;
  type: EstateType;
  rent: Rent;
  price: number;
  area: number;
  landArea: number | null;
  rooms: number | null;
  cityId: number;
  provinceId: number;
  internet: number;
  furnished: number;
  parking: number;
  elevator: number;
  lat: number;
  lng: number;
  promoted: number;
  listed: boolean;
};

const past = sql`now() - interval '1 day'`;

/**
 * Varied ads from a fixed pseudo-random sequence: every type and rent, two cities and two owners, ticked and
 * unticked amenities, promoted ones, and inactive or expired ones that no list may show. Apartments for sale are
 * the most numerous, so that they fill more than one page.
 */
export async function seedEstates(db: Db, count = 110): Promise<SeededAd[]> {
  const owners = [await makeUser(db), await makeUser(db)];
  let state = 7;
  const random = (n: number) => {
    state = (state * 48271) % 2147483647;
    return state % n;
  };
  const ads: SeededAd[] = [];
  for (let i = 0; i < count; i++) {
    const type: EstateType = i % 3 === 0 ? 'apartment' : estateTypes[random(estateTypes.length)]!;
    const rent: Rent = i % 3 === 0 ? 0 : random(2) === 0 ? 0 : 1;
    const city = random(3) === 0 ? warszawa : krakow;
    const base = city === krakow ? { lat: 50.06, lng: 19.94 } : { lat: 52.23, lng: 21.01 };
    const lifecycle = random(10);
    const values = {
      type,
      rent,
      price: 100_000 + random(40) * 25_000,
      area: 20 + random(100),
      landArea: type === 'house' || type === 'land' ? 200 + random(1000) : null,
      rooms: type === 'land' ? null : 1 + random(5),
      ...city,
      internet: random(2),
      furnished: random(2),
      parking: random(2),
      elevator: random(2),
      lat: base.lat + random(100) / 1000,
      lng: base.lng + random(100) / 1000,
      promoted: random(8) === 0 ? 1 : 0,
      userId: owners[random(2)]!.userId,
    };
    const { lat, lng, ...columns } = values;
    const estate = await makeEstate(db, values.userId, {
      ...columns,
      latitude: lat,
      longitude: lng,
      active: lifecycle === 0 ? 0 : 1,
      ...(lifecycle === 1 ? { expiresAt: past } : {}),
    });
    ads.push({ ...values, estateId: estate.estateId, listed: lifecycle > 1 });
  }
  return ads;
}

type Sort = Pick<ListQuery, 'sortBy' | 'sortOrder'>;

/** An ad's value of a sort, computed here as a visitor would from its card. */
const sortValue = (ad: SeededAd, sortBy: Sort['sortBy']) =>
  sortBy === 'pricePerM2' ? (pricePerSquareMetre(ad.price, ad.area) ?? 0) : ad[sortBy];

/**
 * The order of a list's pages, page after page, as a visitor reads them: each page of 24 leads with the
 * next promoted ads, at most 4, and the other ads fill it; once the others run out, promoted ads fill the pages.
 * Both arguments are ids in the list's sort. Made here page by page, apart from promoted-block.ts.
 */
export function pagedOrder(promotedIds: number[], otherIds: number[]): number[] {
  const promoted = [...promotedIds];
  const others = [...otherIds];
  const order: number[] = [];
  while (promoted.length > 0 || others.length > 0) {
    const block = promoted.splice(0, 4);
    const rest = others.splice(0, Limits.pageSize - block.length);
    const more = promoted.splice(0, Limits.pageSize - block.length - rest.length);
    order.push(...block, ...more, ...rest);
  }
  return order;
}

/** The order every paged list promises for `ads` in a sort, ties newest first: see pagedOrder. */
export function expectedOrder(ads: SeededAd[], sort: Sort = { sortBy: 'estateId', sortOrder: 'DESC' }) {
  const sign = sort.sortOrder === 'ASC' ? 1 : -1;
  const value = (ad: SeededAd) => sortValue(ad, sort.sortBy);
  const sorted = [...ads].sort((a, b) => sign * (value(a) - value(b)) || b.estateId - a.estateId);
  const ids = (promoted: number) => sorted.filter((ad) => ad.promoted === promoted).map((ad) => ad.estateId);
  return pagedOrder(ids(1), ids(0));
}
