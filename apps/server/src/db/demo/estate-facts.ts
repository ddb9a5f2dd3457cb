import type { Amenity, EstateType, EstateTypeField, Rent } from '@portal/domain';

/** What the demo generator decides about one ad before writing its title and description. */
export type EstateFacts = {
  type: EstateType;
  rent: Rent;
  market: 1 | 2;
  price: number;
  area: number;
  cityName: string;
  district: string | null;
  isVillage: boolean;
} & Record<EstateTypeField, number | null> &
  Record<Amenity, 0 | 1 | null>;

/** 'pokój', 'pokoje', 'pokoi': Polish nouns take three forms after numbers. */
export function roomsLabel(rooms: number): string {
  if (rooms === 1) return '1 pokój';
  const lastDigit = rooms % 10;
  const lastTwo = rooms % 100;
  const isFew = lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14);
  return `${rooms} ${isFew ? 'pokoje' : 'pokoi'}`;
}

/** The place as a title ends with it: the district of a big city, or the locality. */
export function whereLabel(facts: EstateFacts): string {
  return facts.district ?? facts.cityName;
}

export function locationSentence(facts: EstateFacts): string {
  const place = facts.district ? `${facts.cityName}, dzielnica ${facts.district}` : facts.cityName;
  return `Lokalizacja: ${place}${facts.isVillage ? ', spokojna okolica wśród zieleni' : ''}.`;
}
