import type { LocalMarket } from '@portal/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { foldedText } from '../../db/folded-text.ts';
import { estates, localMarkets } from '../../db/schema.ts';
import { estatesColumn } from './estate-card.ts';

/**
 * A district as its market is keyed: folded as the search by district folds it ('Śródmieście' and 'srodmiescie' are
 * one market), null for an ad without one. The whole city's row has '' instead.
 */
export const districtKeyOf = (district: AnyColumn | SQL) =>
  sql`nullif(${foldedText(sql`btrim(${district})`)}, '')`;

/** A market as the ad detail reads it: whether it is the ad's district's (else its city's), its median and size. */
export type StoredLocalMarket = { district: boolean; medianPerM2: number; offers: number } | null;

/**
 * The ad's market in the ad detail's own statement: its district's row when the district has one (enough offers),
 * else its city's, else null; null too for an ad with no price per m². Two entries of the primary key at most.
 */
export const localMarketOfAd = sql<StoredLocalMarket>`(
  select json_build_object('district', m.district <> '', 'medianPerM2', m.median_per_m2, 'offers', m.offers)
  from ${localMarkets} m
  where m.type = ${estatesColumn(estates.type)} and m.rent = ${estatesColumn(estates.rent)}
    and m.city_id = ${estatesColumn(estates.cityId)}
    and m.district in (coalesce(${districtKeyOf(estatesColumn(estates.district))}, ''), '')
    and ${estatesColumn(estates.area)} > 0 and ${estatesColumn(estates.price)} > 0
  order by m.district desc limit 1)`;

/** The market as the API answers it, named by the ad's own district or city. */
export function toLocalMarket(
  stored: StoredLocalMarket,
  place: { district: string | null; city: string },
): LocalMarket | null {
  if (!stored) return null;
  const { medianPerM2, offers } = stored;
  return stored.district && place.district
    ? { place: 'district', name: place.district.trim(), medianPerM2, offers }
    : { place: 'city', name: place.city, medianPerM2, offers };
}
