import type { City } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { cities, communes, counties } from '../../db/schema.ts';

/**
 * Whether another locality of the same name is of its kind or a bigger one (rank: towns, villages, the rest): such
 * a name needs its commune and county to be told apart, wherever it is shown. Villages called Warszawa do not make
 * the capital ambiguous, but the two towns called Olsztyn are, and so is a village of that name. Answered by the
 * search-name index.
 */
const nameRepeats = sql<boolean>`exists (
  select 1 from cities same
  where same.search_name = "cities"."search_name" and same.rank <= "cities"."rank"
    and same.city_id <> "cities"."city_id")`;

// Every answer about a locality carries its county and commune; the presenter keeps them only where needed.
export const cityColumns = {
  cityId: cities.cityId,
  name: cities.name,
  provinceId: cities.provinceId,
  kind: cities.kind,
  lat: cities.lat,
  lng: cities.lng,
  countyName: counties.name,
  countyKind: counties.kind,
  communeName: communes.name,
  repeats: nameRepeats,
};

export type CityRow = {
  cityId: number;
  name: string;
  provinceId: number;
  kind: string;
  lat: number;
  lng: number;
  countyName: string | null;
  countyKind: string | null;
  communeName: string | null;
  repeats: boolean;
};

// TERYT's districts of Warsaw (dzielnica) and of Kraków, Łódź, Poznań and Wrocław (delegatura), whose county is
// their city.
const districtKinds = new Set(['dzielnica', 'delegatura']);

/** 'Kraków, Krowodrza' for TERYT's 'Kraków-Krowodrza', 'Warszawa, Mokotów' for 'Mokotów': a district of its city. */
function districtLabel(row: CityRow): string | undefined {
  const city = row.countyName;
  if (!districtKinds.has(row.kind) || !city) return undefined;
  const district = row.name.startsWith(`${city}-`) ? row.name.slice(city.length + 1) : row.name;
  return `${city}, ${district}`;
}

const countyLabel = (row: CityRow) =>
  row.countyName && (row.countyKind === 'powiat' ? `powiat ${row.countyName}` : row.countyName);

/**
 * A locality as the API answers it (spec: cityId, city, provinces_provinceId), with its kind, point and label: the
 * one name the web app shows for it in every select, filter and title. A name that repeats among localities of its
 * kind gets its commune and county ('Nowa Wieś (gmina Kęty, powiat oświęcimski)'), leaving out a part that only
 * says the name again.
 */
export function toCity(row: CityRow): City {
  const county = row.repeats ? countyLabel(row) : null;
  const commune = row.repeats && row.communeName ? `gmina ${row.communeName}` : null;
  const where = [commune, county].filter((part) => part && part !== row.name);
  const label = districtLabel(row) ?? (where.length > 0 ? `${row.name} (${where.join(', ')})` : row.name);
  return {
    cityId: row.cityId,
    city: row.name,
    provinces_provinceId: row.provinceId,
    label,
    kind: row.kind,
    lat: row.lat,
    lng: row.lng,
    ...(county ? { county } : {}),
    ...(commune ? { commune } : {}),
  };
}
