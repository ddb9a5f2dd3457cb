import type { EstateType, Rent } from '@portal/domain';
import type { DemoPlace } from './demo-places.ts';
import { estateDescription } from './estate-descriptions.ts';
import type { EstateFacts } from './estate-facts.ts';
import { estateTitle } from './estate-titles.ts';
import type { PoolPhoto } from './photo-pool.ts';
import type { PhotoTheme } from './photo-scenes.ts';
import { streets } from './polish-names.ts';
import type { Random } from './random.ts';
import { typeFacts } from './type-facts.ts';

/** One demo ad with the columns of `estates` (ids and owner aside) and its photos. */
export type DemoEstate = Omit<EstateFacts, 'cityName' | 'isVillage'> & {
  title: string;
  description: string;
  address: string;
  cityCode: string;
  cityId: number;
  provinceId: number;
  latitude: number;
  longitude: number;
  promotedUntil: Date | null;
  createdAt: Date;
  expiresAt: Date;
  photos: {
    filename: string;
    name: string;
    sort: number;
    width: number;
    height: number;
    perceptualHash: bigint | null;
  }[];
};

// Shares of a Polish portal: flats lead, houses and plots follow; rent is commonest for flats and premises.
const typeShares: readonly (readonly [EstateType, number])[] = [
  ['apartment', 45],
  ['house', 22],
  ['land', 15],
  ['place', 11],
  ['object', 7],
];
const rentShares: Record<EstateType, number> = {
  apartment: 0.3,
  house: 0.15,
  land: 0.08,
  place: 0.35,
  object: 0.25,
};

// The first photo shows the outside; the others add rooms or surroundings.
const photoThemesByType: Record<EstateType, { main: PhotoTheme[]; more: PhotoTheme[] }> = {
  apartment: { main: ['block'], more: ['interior', 'kitchen'] },
  house: { main: ['house'], more: ['interior', 'kitchen', 'plot'] },
  land: { main: ['plot'], more: ['plot'] },
  object: { main: ['hall', 'office'], more: ['office', 'hall', 'interior'] },
  place: { main: ['shop', 'office'], more: ['interior', 'shop'] },
};

// How far from the locality's point an ad may lie, in degrees of latitude: a city spreads wider than a village.
const spread = { big: 0.05, town: 0.012, village: 0.004 };

export type EstateContext = { place: DemoPlace; createdAt: Date; now: Date; pool: readonly PoolPhoto[] };

export function generateEstate(random: Random, { place, createdAt, now, pool }: EstateContext): DemoEstate {
  const type = random.weighted(typeShares);
  const rent: Rent = random.chance(rentShares[type]) ? 1 : 0;
  const district = place.districts.length > 0 && random.chance(0.9) ? random.pick(place.districts) : null;
  const facts: EstateFacts = {
    type,
    rent,
    cityName: place.name,
    district,
    isVillage: place.size === 'village',
    ...typeFacts(random, type, rent, place.priceFactor),
  } as EstateFacts;
  const { cityName: _city, isVillage: _village, ...columns } = facts;
  const isPromoted = random.chance(0.02);
  return {
    ...columns,
    title: estateTitle(random, facts),
    description: estateDescription(random, facts),
    address: address(random, place, type),
    cityCode: `${pad(random.pick(place.postalPrefixes), 2)}-${pad(random.int(1, 999), 3)}`,
    cityId: place.cityId,
    provinceId: place.provinceId,
    latitude: round(place.lat + random.float(-1, 1) * spread[place.size]),
    longitude: round(place.lng + random.float(-1, 1) * spread[place.size] * 1.6),
    promotedUntil: isPromoted ? addDays(now, random.int(3, 30)) : null,
    createdAt,
    expiresAt: addMonths(createdAt, 6),
    photos: photosFor(random, type, pool),
  };
}

function address(random: Random, place: DemoPlace, type: EstateType): string {
  const number = random.int(1, 160);
  // Villages often have no street names: the house number goes with the village's name.
  if (place.size === 'village' && random.chance(0.6) && place.name.length <= 44)
    return `${place.name} ${number}`;
  const flat = type === 'apartment' && random.chance(0.7) ? `/${random.int(1, 80)}` : '';
  const prefix = random.chance(0.12) ? 'al.' : 'ul.';
  return `${prefix} ${random.pick(streets)} ${number}${flat}`;
}

function photosFor(random: Random, type: EstateType, pool: readonly PoolPhoto[]) {
  const themes = photoThemesByType[type];
  const ofThemes = (wanted: PhotoTheme[]) => {
    const found = pool.filter((photo) => wanted.includes(photo.theme));
    return found.length > 0 ? found : pool;
  };
  const main = random.pick(ofThemes(themes.main));
  const count = random.weighted([
    [1, 6],
    [2, 8],
    [3, 12],
    [4, 16],
    [5, 16],
    [6, 16],
    [7, 12],
    [8, 14],
  ] as const);
  const others = random.sample(
    ofThemes([...themes.main, ...themes.more]).filter((photo) => photo !== main),
    count - 1,
  );
  return [main, ...others].map((photo, sort) => ({
    filename: photo.filename,
    name: `zdjecie-${sort + 1}.jpg`,
    sort,
    width: photo.width,
    height: photo.height,
    perceptualHash: photo.perceptualHash,
  }));
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}
