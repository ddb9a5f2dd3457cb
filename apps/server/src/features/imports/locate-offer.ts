import { normalizeSearchText, provinceName, provinces } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communes, counties } from '../../db/schema.ts';
import type { ImportedOffer, PlaceClue } from './offer.ts';

export type FoundCity = { cityId: number; name: string; provinceId: number; lat: number; lng: number };
/** The locality of an offer and, in Polish, how it was chosen when it is not simply the town the file names. */
export type Located = { city: FoundCity; note: string | null };
type Place = Pick<ImportedOffer, 'place' | 'latitude' | 'longitude'>;

type Locality = FoundCity & { searchName: string; countyCode: string; communeCode: string; rank: number };
type Area = { code: string; name: string; provinceId: number; countyCode: string };
/** TERYT counties and communes by normalized name: what tells 'kłodzki' (a county) from 'Kłodzko' (a town). */
export type Areas = { counties: Map<string, Area[]>; communes: Map<string, Area[]> };

// 'Rybnik m.' (a city with county rights), 'powiat kłodzki', 'gmina Kłodzko': the bare name as the search key.
const key = (text: string) =>
  normalizeSearchText(text.replace(/\s+m\.?\s*$/i, '').replace(/^\s*(powiat|gmina|gm\.)\s+/i, ''));

/**
 * One package's locator: the county and commune names are read once, at the first offer; each offer then costs one
 * indexed query for all its names, and a second one only when the names fail and coordinates are left.
 */
export function placeLocator(db: Db): (offer: Place) => Promise<Located | null> {
  let areas: Promise<Areas> | undefined;
  return async (offer) => {
    areas ??= loadAreas(db);
    return locateOffer(db, await areas, offer);
  };
}

export async function loadAreas(db: Db): Promise<Areas> {
  const countyRows = await db.select().from(counties);
  const communeRows = await db.select().from(communes);
  const byName = (areas: Area[]) => Map.groupBy(areas, (area) => key(area.name));
  return {
    counties: byName(countyRows.map((row) => ({ ...row, countyCode: row.code }))),
    communes: byName(communeRows.map((row) => ({ ...row, provinceId: Number(row.code.slice(0, 2)) }))),
  };
}

// The order of trust: the town fields, then names that may be the town or a part of it (dzielnica, the location
// tree below the county), then the locality named like the commune, then a city with county rights named as the
// county. A loose name counts only inside the commune or county the file names (a 'Śródmieście' elsewhere is not
// it). Postal codes are not used: no locality data here carries them. Coordinates come last: the nearest locality
// of the commune, county or province named, since a CRM's pin is often the office's or a rough one.
const trust: PlaceClue['role'][] = ['town', 'part', 'commune', 'county'];

/** The TERYT locality an offer names, from every clue its file gives, or null when none names a place. */
export async function locateOffer(db: Db, areas: Areas, offer: Place): Promise<Located | null> {
  const { clues } = offer.place;
  const province = provinces.find((p) => key(p.name) === key(offer.place.province))?.provinceId ?? null;
  const named = await localitiesNamed(
    db,
    clues.map((clue) => key(clue.value)),
    province,
  );
  const where = namedAreas(areas, clues, named, province);
  const { commune, countyCode, countyAsTown } = where;
  const townField = clues.find((clue) => clue.role === 'town');
  const why = () => {
    if (!townField) return 'plik nie podaje miasta';
    return `${quoted(townField)} ${townField === countyAsTown ? 'to powiat' : 'nie jest znaną miejscowością'}`;
  };
  const nearness = (l: Locality) =>
    l.communeCode === commune?.code ? 0 : l.countyCode === countyCode ? 1 : 2;
  const fits = (clue: PlaceClue, l: Locality) =>
    clue.role === 'town' || (countyCode ? nearness(l) < 2 : l.rank === 0);
  for (const clue of trust.flatMap((role) => clues.filter((c) => c.role === role))) {
    const found = (named.get(key(clue.value)) ?? [])
      .filter((locality) => fits(clue, locality))
      .sort((a, b) => nearness(a) - nearness(b) || a.rank - b.rank || a.cityId - b.cityId)[0];
    if (!found) continue;
    const note = clue === townField ? null : `przyjęto z pola ${quoted(clue)}, bo ${why()}`;
    return { city: found, note: note && `miejscowość ${found.name} ${note}` };
  }
  if (offer.latitude === null || offer.longitude === null) return null;
  const nearest = await nearestLocality(db, where, offer.latitude, offer.longitude);
  if (!nearest) return null;
  return {
    city: nearest.city,
    note: `miejscowość ${nearest.city.name} przyjęto ze współrzędnych (najbliższa; ${nearest.within}), bo ${why()}`,
  };
}

type NamedAreas = {
  province: number | null;
  county: Area | null;
  commune: Area | null;
  countyCode: string | null;
  /** The town field when it held a county's name ('kłodzki') instead of a town's. */
  countyAsTown: PlaceClue | undefined;
};

/** The county and the commune the clues name; a town field naming no locality but a county gives the county. */
function namedAreas(
  areas: Areas,
  clues: PlaceClue[],
  named: Map<string, Locality[]>,
  province: number | null,
): NamedAreas {
  const inProvince = (area: Area) => province === null || area.provinceId === province;
  const countyAsTown = clues.find(
    (clue) =>
      clue.role === 'town' &&
      !named.has(key(clue.value)) &&
      areas.counties.get(key(clue.value))?.some(inProvince),
  );
  const county = firstArea(
    areas.counties,
    [...clues.filter((clue) => clue.role === 'county'), ...(countyAsTown ? [countyAsTown] : [])],
    inProvince,
  );
  const commune = firstArea(
    areas.communes,
    clues.filter((clue) => clue.role === 'commune'),
    (area) => (county ? area.countyCode === county.code : inProvince(area)),
  );
  return { province, county, commune, countyCode: county?.code ?? commune?.countyCode ?? null, countyAsTown };
}

/** The town or village nearest to the point, with a point of its own, in the narrowest area the file names. */
async function nearestLocality(
  db: Db,
  { province, county, commune, countyCode }: NamedAreas,
  latitude: number,
  longitude: number,
): Promise<{ city: FoundCity; within: string } | null> {
  const area = commune
    ? {
        filter: sql`county_code = ${commune.countyCode} and commune_code = ${commune.code}`,
        within: `gmina ${commune.name}`,
      }
    : countyCode
      ? { filter: sql`county_code = ${countyCode}`, within: `powiat ${county?.name}` }
      : province
        ? { filter: sql`province_id = ${province}`, within: `województwo ${provinceName(province)}` }
        : { filter: sql`true`, within: 'cała Polska' };
  const { rows } = await db.execute<FoundCity>(sql`
    select city_id as "cityId", name, province_id as "provinceId", lat, lng
    from cities
    where ${area.filter} and not approximate and rank <= 1
    order by (lat - ${latitude}) ^ 2 + ((lng - ${longitude}) * 0.62) ^ 2, city_id
    limit 1`);
  return rows[0] ? { city: rows[0], within: area.within } : null;
}

/** 'nie znaleziono miejscowości: miasto 'kłodzki', dzielnica 'Kłodzk'': why an offer has no place, with its clues. */
export function unplacedReason(offer: Place): string {
  const clues = offer.place.clues.map(quoted);
  if (offer.latitude !== null && offer.longitude !== null)
    clues.push(`współrzędne ${offer.latitude}, ${offer.longitude}`);
  if (clues.length === 0)
    return 'brak miejscowości: plik nie podaje miasta, gminy, powiatu ani współrzędnych';
  if (offer.place.province) clues.push(`województwo '${offer.place.province}'`);
  return `nie znaleziono miejscowości: ${clues.join(', ')}`;
}

const quoted = (clue: PlaceClue) => `${clue.field} '${clue.value}'`;

function firstArea(areas: Map<string, Area[]>, clues: PlaceClue[], fits: (area: Area) => boolean) {
  for (const clue of clues) {
    const area = areas.get(key(clue.value))?.find(fits);
    if (area) return area;
  }
  return null;
}

/** Every locality bearing one of the names, in one query on the search-name index. */
async function localitiesNamed(
  db: Db,
  names: string[],
  province: number | null,
): Promise<Map<string, Locality[]>> {
  const distinct = [...new Set(names.filter(Boolean))];
  if (distinct.length === 0) return new Map();
  const { rows } = await db.execute<Locality>(sql`
    select city_id as "cityId", name, search_name as "searchName", province_id as "provinceId",
           county_code as "countyCode", commune_code as "communeCode", rank, lat, lng
    from cities
    where search_name = any(${sql.param(distinct)}::text[])
      ${province ? sql`and province_id = ${province}` : sql``}`);
  return Map.groupBy(rows, (row) => row.searchName);
}
