// The 17 amenity flags of spec §3, in the spec's order, with their Polish labels.

export const amenities = [
  'power',
  'gas',
  'water',
  'canalization',
  'phone',
  'internet',
  'garage',
  'basement',
  'furnished',
  'parking',
  'elevator',
  'balcony',
  'duplexes',
  'wc',
  'fence',
  'elevation',
  'insulated',
] as const;
export type Amenity = (typeof amenities)[number];

export const amenityLabels: Record<Amenity, string> = {
  power: 'Prąd',
  gas: 'Gaz',
  water: 'Woda',
  canalization: 'Kanalizacja',
  phone: 'Telefon',
  internet: 'Internet',
  garage: 'Garaż',
  basement: 'Piwnica',
  furnished: 'Umeblowane',
  parking: 'Parking',
  elevator: 'Winda',
  balcony: 'Balkon',
  duplexes: 'Dwupoziomowe',
  wc: 'WC',
  fence: 'Ogrodzenie',
  elevation: 'Elewacja',
  insulated: 'Ocieplenie',
};

/**
 * How an amenity value reads on the ad detail (spec §3): values below 2 show yes or no; a missing value or one of 2
 * or more (imports use such codes for "unknown") is hidden.
 */
export function amenityDisplay(value: number | null | undefined): 'tak' | 'nie' | null {
  if (value === null || value === undefined || value >= 2) return null;
  return value >= 1 ? 'tak' : 'nie';
}
