// Which fields and amenities each estate type has (spec §3 'Type-specific fields') and which the search form
// offers (spec §2 'Search tabs and map'), plus the Polish labels of every estate field.
import type { Amenity } from './amenities.ts';
import type { EstateType } from './enums.ts';

export const estateTypeFieldNames = [
  'category',
  'landArea',
  'rooms',
  'floor',
  'floors',
  'height',
  'year',
  'material',
  'access',
] as const;
export type EstateTypeField = (typeof estateTypeFieldNames)[number];

const farmAmenities = ['power', 'gas', 'water', 'canalization', 'phone', 'internet', 'fence'] as const;

export const estateTypeFields: Record<
  EstateType,
  { fields: readonly EstateTypeField[]; amenities: readonly Amenity[] }
> = {
  // The spec leaves the apartment open; these are the fields an apartment ad plainly needs.
  apartment: {
    fields: ['category', 'rooms', 'floor', 'floors', 'year', 'material'],
    amenities: ['internet', 'furnished', 'parking', 'elevator', 'balcony', 'basement', 'garage', 'phone'],
  },
  house: {
    fields: ['category', 'landArea', 'rooms', 'floors', 'year', 'material'],
    amenities: farmAmenities,
  },
  land: { fields: ['category', 'access'], amenities: farmAmenities },
  object: {
    fields: ['category', 'landArea', 'rooms', 'height', 'floors', 'year', 'material', 'access'],
    amenities: [
      'power',
      'gas',
      'water',
      'canalization',
      'phone',
      'internet',
      'garage',
      'parking',
      'elevator',
      'fence',
    ],
  },
  place: {
    fields: ['category', 'rooms', 'height', 'floor', 'floors', 'year', 'material'],
    amenities: [
      'power',
      'gas',
      'water',
      'phone',
      'internet',
      'garage',
      'basement',
      'furnished',
      'parking',
      'elevator',
    ],
  },
};

export const searchFieldsByType: Record<
  EstateType,
  { area: boolean; landArea: boolean; rooms: boolean; amenities: readonly Amenity[] }
> = {
  apartment: {
    area: true,
    landArea: false,
    rooms: true,
    amenities: ['internet', 'furnished', 'parking', 'elevator'],
  },
  house: { area: true, landArea: true, rooms: false, amenities: ['internet', 'furnished'] },
  land: { area: true, landArea: false, rooms: false, amenities: [] },
  object: { area: true, landArea: true, rooms: false, amenities: ['internet', 'elevator'] },
  place: {
    area: true,
    landArea: false,
    rooms: true,
    amenities: ['internet', 'furnished', 'parking', 'elevator'],
  },
};

export const estateFieldLabels = {
  category: 'Kategoria',
  landArea: 'Powierzchnia działki',
  rooms: 'Liczba pokoi',
  floor: 'Piętro',
  floors: 'Liczba pięter',
  height: 'Wysokość (cm)',
  year: 'Rok budowy',
  material: 'Materiał',
  access: 'Dojazd',
  title: 'Tytuł',
  address: 'Adres',
  cityCode: 'Kod pocztowy',
  province: 'Województwo',
  city: 'Miejscowość',
  district: 'Dzielnica',
  price: 'Cena (zł)',
  area: 'Powierzchnia (m²)',
  monthlyFees: 'Czynsz administracyjny (zł/mies.)',
  deposit: 'Kaucja (zł)',
  description: 'Opis',
  market: 'Rynek',
  rent: 'Rodzaj oferty',
  creationDate: 'Data dodania',
  modificationDate: 'Data modyfikacji',
  expirationDate: 'Data wygaśnięcia',
} as const satisfies Record<EstateTypeField, string> & Record<string, string>;
