// The criteria a search's address applies, each with its label and the address without it (the chips above the
// results). Read from the address as the server reads it: a value the API would drop (0, not digits) is no chip.
import {
  type Amenity,
  amenityLabels,
  estateFieldLabels,
  everydayFilterLabel,
  everydayFilterNames,
  formatArea,
  formatPrice,
  isEstateType,
  perM2Unit,
  provinces,
  routes,
  type SellerKind,
  sellerKindLabels,
} from '@portal/domain';
import { searchTexts } from './search-texts.ts';

export type ActiveFilter = { name: string; label: string; href: string };

const searchFlags = ['internet', 'furnished', 'parking', 'elevator'] as const satisfies readonly Amenity[];

const positive = (value: string | null) =>
  value && /^\d+(\.\d+)?$/.test(value) && Number(value) > 0 ? value : null;

/** The label of each criterion by its parameter, given its value; the city's name comes from its look-up. */
const labels: Record<string, (value: string, cityName: string | undefined, rent: number) => string> = {
  province: (value) =>
    `Województwo: ${provinces.find((province) => province.provinceId === Number(value))?.name ?? value}`,
  city: (value, cityName) => `${searchTexts.city}: ${cityName ?? value}`,
  priceFrom: (value) => `${estateFieldLabels.priceFrom}: ${formatPrice(Number(value))}`,
  priceTo: (value) => `${estateFieldLabels.priceTo}: ${formatPrice(Number(value))}`,
  pricePerM2From: (value, _city, rent) =>
    `${searchTexts.pricePerM2From}: ${formatPrice(Number(value))}${perM2Unit(rent)}`,
  pricePerM2To: (value, _city, rent) =>
    `${searchTexts.pricePerM2To}: ${formatPrice(Number(value))}${perM2Unit(rent)}`,
  areaFrom: (value) => `${estateFieldLabels.areaFrom}: ${formatArea(Number(value))}`,
  areaTo: (value) => `${estateFieldLabels.areaTo}: ${formatArea(Number(value))}`,
  landAreaFrom: (value) => `${estateFieldLabels.landAreaFrom}: ${formatArea(Number(value))}`,
  landAreaTo: (value) => `${estateFieldLabels.landAreaTo}: ${formatArea(Number(value))}`,
  rooms: (value) => `${searchTexts.rooms}: ${value}`,
  roomsFrom: (value) => `${searchTexts.rooms}: ${value}+`,
};

/** The criteria given as text, shown as the visitor typed or chose them. */
const textLabels: Record<string, (value: string) => string> = {
  district: (value) => `${searchTexts.district}: ${value}`,
  seller: (value) => sellerKindLabels[value as SellerKind] ?? value,
  words: (value) => `${searchTexts.words}: ${value}`,
};

/** The same search without the parameters `names`, from its first page. */
function searchWithout(params: URLSearchParams, names: readonly string[]): string {
  const kept = new URLSearchParams(params);
  for (const name of [...names, 'page']) kept.delete(name);
  return routes.search(Object.fromEntries(kept));
}

export function activeFilters(params: URLSearchParams, cityName?: string): ActiveFilter[] {
  const filter = (name: string, label: string) => ({ name, label, href: searchWithout(params, [name]) });
  const numbers = Object.entries(labels).flatMap(([name, label]) => {
    const value = positive(params.get(name));
    return value ? [filter(name, label(value, cityName, Number(params.get('rent'))))] : [];
  });
  const texts = Object.entries(textLabels).flatMap(([name, label]) => {
    const value = params.get(name)?.trim();
    return value ? [filter(name, label(value))] : [];
  });
  const flags = searchFlags
    .filter((amenity) => params.get(amenity) === '1')
    .map((amenity) => filter(amenity, amenityLabels[amenity]));
  const type = params.get('type');
  const everyday = everydayFilterNames.flatMap((name) => {
    const label = everydayFilterLabel(name, params.get(name) ?? '', isEstateType(type) ? type : undefined);
    return label ? [filter(name, label)] : [];
  });
  // A rectangle or a polygon: one chip, removing either.
  const area =
    params.get('coordinates') || params.get('polygon')
      ? [
          {
            name: 'coordinates',
            label: searchTexts.mapArea,
            href: searchWithout(params, ['coordinates', 'polygon']),
          },
        ]
      : [];
  return [...numbers, ...texts, ...flags, ...everyday, ...area];
}

/** The search with no criterion left but its category, kind of offer and order. */
export function clearedSearch(params: URLSearchParams): string {
  const kept = ['type', 'rent', 'sort'].flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [[name, value]];
  });
  return routes.search(Object.fromEntries(kept));
}
