import { provinces } from '@portal/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cities } from '../schema.ts';
import { bigCities, provincePostalPrefixes } from './big-cities.ts';
import type { Random } from './random.ts';

export type PlaceSize = 'big' | 'town' | 'village';

export type DemoPlace = {
  cityId: number;
  name: string;
  provinceId: number;
  lat: number;
  lng: number;
  size: PlaceSize;
  districts: readonly string[];
  postalPrefixes: readonly number[];
  /** Prices relative to an average big city: the capital is dearest, villages are cheapest. */
  priceFactor: number;
};

export type DemoPlaces = {
  big: readonly (readonly [DemoPlace, number])[];
  towns: ReadonlyMap<number, readonly DemoPlace[]>;
  villages: ReadonlyMap<number, readonly DemoPlace[]>;
};

// Half of the ads are in the big cities, the rest in towns and villages of every province.
const sizeShares: readonly (readonly [PlaceSize, number])[] = [
  ['big', 0.5],
  ['town', 0.3],
  ['village', 0.2],
];

/**
 * Every town and every eighth village (about 5,500, plenty of variety and far quicker to read than 43,000), ordered
 * by id so that the same seed picks the same places on every database.
 */
export async function loadDemoPlaces(db: Db): Promise<DemoPlaces> {
  const rows = await db
    .select({
      cityId: cities.cityId,
      name: cities.name,
      provinceId: cities.provinceId,
      kind: cities.kind,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .where(or(eq(cities.kind, 'miasto'), and(eq(cities.kind, 'wieś'), sql`${cities.cityId} % 8 = 0`)))
    .orderBy(asc(cities.cityId));
  const big = await loadBigCities(db);
  const bigIds = new Set(big.map(([place]) => place.cityId));
  const towns = new Map<number, DemoPlace[]>();
  const villages = new Map<number, DemoPlace[]>();
  for (const row of rows) {
    if (bigIds.has(row.cityId)) continue;
    const isTown = row.kind === 'miasto';
    const place: DemoPlace = {
      ...row,
      size: isTown ? 'town' : 'village',
      districts: [],
      postalPrefixes: postalPrefixesOf(row.provinceId),
      priceFactor: isTown ? 0.6 : 0.42,
    };
    const group = isTown ? towns : villages;
    const list = group.get(row.provinceId) ?? [];
    if (list.length === 0) group.set(row.provinceId, list);
    list.push(place);
  }
  return { big, towns, villages };
}

const prefixesByProvince = new Map<number, readonly number[]>();

function postalPrefixesOf(provinceId: number): readonly number[] {
  const known = prefixesByProvince.get(provinceId);
  if (known) return known;
  const [from, to] = provincePostalPrefixes[provinceId] ?? [0, 99];
  const prefixes = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  prefixesByProvince.set(provinceId, prefixes);
  return prefixes;
}

async function loadBigCities(db: Db): Promise<(readonly [DemoPlace, number])[]> {
  const rows = await db
    .select({
      cityId: cities.cityId,
      name: cities.name,
      provinceId: cities.provinceId,
      lat: cities.lat,
      lng: cities.lng,
    })
    .from(cities)
    .where(
      and(
        eq(cities.kind, 'miasto'),
        inArray(
          cities.name,
          bigCities.map((city) => city.name),
        ),
      ),
    );
  return bigCities.map((city) => {
    // Two towns are called Olsztyn: the province tells them apart.
    const row = rows.find((found) => found.name === city.name && found.provinceId === city.provinceId);
    if (!row) throw new Error(`demo data: ${city.name} is missing from the localities; load places first`);
    const priceFactor =
      city.weight >= 1000 ? 1.25 : city.weight >= 450 ? 1.1 : city.weight >= 250 ? 0.9 : 0.8;
    return [{ ...city, ...row, size: 'big' as const, priceFactor }, city.weight] as const;
  });
}

/** A place for one ad: a big city by its size, or a town or village of a random province. */
export function pickPlace(random: Random, places: DemoPlaces): DemoPlace {
  const size = random.weighted(sizeShares);
  if (size === 'big') return random.weighted(places.big);
  const { provinceId } = random.pick(provinces);
  const group = (size === 'town' ? places.towns : places.villages).get(provinceId);
  return group && group.length > 0 ? random.pick(group) : random.weighted(places.big);
}
