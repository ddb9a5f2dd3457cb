import { normalizeSearchText, provinces } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ImportedOffer } from './offer.ts';

export type FoundCity = { cityId: number; provinceId: number; lat: number; lng: number };

/**
 * The TERYT locality of an offer: by name within the province (CRMs write it in capitals) and, among localities
 * of the same name, the one in the named county first ('Rybnik m.' is the county of the city Rybnik), then towns.
 */
export async function findCity(db: Db, place: ImportedOffer['place']): Promise<FoundCity | null> {
  const county = place.county
    .trim()
    .replace(/\s+m\.$/, '')
    .replace(/^powiat\s+/i, '')
    .toLowerCase();
  const name = normalizeSearchText(place.city || county);
  if (!name) return null;
  const province = provinces.find((p) => normalizeSearchText(p.name) === normalizeSearchText(place.province));
  const { rows } = await db.execute<FoundCity>(sql`
    select c.city_id as "cityId", c.province_id as "provinceId", c.lat, c.lng
    from cities c left join counties k on k.code = c.county_code
    where c.search_name = ${name} ${province ? sql`and c.province_id = ${province.provinceId}` : sql``}
    order by (lower(k.name) = ${county}) desc nulls last, c.rank, c.city_id
    limit 1`);
  return rows[0] ?? null;
}
