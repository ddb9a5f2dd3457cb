import type { City } from '@portal/domain';
import { cities, communes, counties } from '../../db/schema.ts';

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
};

const countyLabel = (row: CityRow) =>
  row.countyName && (row.countyKind === 'powiat' ? `powiat ${row.countyName}` : row.countyName);

/** A locality as the API answers it (spec: cityId, city, provinces_provinceId), with its kind and point. */
export function toCity(row: CityRow, where: { county?: boolean; commune?: boolean } = {}): City {
  const county = where.county ? countyLabel(row) : null;
  const commune = where.commune && row.communeName ? `gmina ${row.communeName}` : null;
  return {
    cityId: row.cityId,
    city: row.name,
    provinces_provinceId: row.provinceId,
    kind: row.kind,
    lat: row.lat,
    lng: row.lng,
    ...(county ? { county } : {}),
    ...(commune ? { commune } : {}),
  };
}

/**
 * Names that repeat in one answer (there are 313 'Nowa Wieś') get their county, and those that still repeat
 * within a county get their commune too, so that the visitor can tell them apart.
 */
export function toDistinctCities(rows: CityRow[]): City[] {
  const countBy = (key: (row: CityRow) => string) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return (row: CityRow) => (counts.get(key(row)) ?? 0) > 1;
  };
  const nameRepeats = countBy((row) => row.name);
  const countyRepeats = countBy((row) => `${row.name}\n${row.countyName}`);
  return rows.map((row) => toCity(row, { county: nameRepeats(row), commune: countyRepeats(row) }));
}
