// The search's criteria (spec §2, §5), declared once, in the order of the search's address: how the address gives
// each, its label and its chip. The query schema (schemas/search.ts) parses them and names the same ones (the
// types below and search-criteria.test.ts hold the two together); the server's filter, the form's values and
// address, the chips, the refusals' labels and the saved searches' names read this table. Free of zod, as the
// search form and the chips are on the pages' first paint.
import { amenityLabels } from './amenities.ts';
import { type EstateType, provinceName } from './enums.ts';
import { estateFieldLabels, searchFieldsByType } from './estate-fields.ts';
import {
  type EverydayFilterName,
  everydayFilterLabel,
  everydayFilterNames,
  everydayFilters,
  isFilterOffered,
} from './everyday-filters.ts';
import { formatArea, formatPrice, perM2Unit } from './format.ts';
import type { SearchQuery } from './schemas/search.ts';
import { type SellerKind, sellerKindLabels } from './seller-kinds.ts';

/** Every criterion of the search query: all its parameters but the page and the order. */
export type SearchCriterionName = Exclude<keyof SearchQuery, 'page' | 'sortBy' | 'sortOrder'>;

/**
 * How the address gives a criterion, which sets its chip: the category and the kind of offer (no chip), a place (an
 * id), a price in zł, an area in m², a count, a text, a ticked flag ('1'), the drawn map area, or an everyday filter
 * (everyday-filters.ts). Chips go by kind, in chipKinds' order.
 */
export type CriterionKind =
  | 'offer'
  | 'place'
  | 'price'
  | 'area'
  | 'count'
  | 'text'
  | 'flag'
  | 'mapArea'
  | 'everyday';

/** What a chip says beside the value: the city's name comes from its look-up, a rent's price per m² is monthly. */
export type ChipContext = { cityName?: string | undefined; rent: number; type?: EstateType | undefined };

type Criterion = {
  kind: CriterionKind;
  /** The form's label, and the chip's before its value. */
  label: string;
  /** The chip's text for a value the search reads, when not the kind's (chipText). */
  chip?: (value: string, context: ChipContext, label: string) => string;
  /** The entry of searchFieldsByType that offers it to a category; every category's otherwise. */
  offeredBy?: 'area' | 'landArea' | 'rooms' | 'amenities';
  /** Takes decimals after a Polish comma ('48,37'). */
  decimal?: true;
  /** Not behind 'Więcej opcji': a field shown at once, or no field of the form (kept from the address). */
  main?: true;
};

const mapAreaLabel = 'Obszar na mapie';

const everydayCriteria = Object.fromEntries(
  everydayFilterNames.map((name) => [name, { kind: 'everyday', label: everydayFilters[name].label }]),
) as Record<EverydayFilterName, { kind: 'everyday'; label: string }>;

const coreCriteria = {
  type: { kind: 'offer', label: 'Rodzaj nieruchomości', main: true },
  rent: { kind: 'offer', label: estateFieldLabels.rent, main: true },
  /** No field: a search of a province (from its address) keeps it. */
  province: {
    kind: 'place',
    label: estateFieldLabels.province,
    main: true,
    chip: (value, _context, label) => `${label}: ${provinceName(Number(value)) ?? value}`,
  },
  city: {
    kind: 'place',
    label: estateFieldLabels.city,
    main: true,
    chip: (value, { cityName }, label) => `${label}: ${cityName ?? value}`,
  },
  priceFrom: { kind: 'price', label: 'Cena od', main: true },
  priceTo: { kind: 'price', label: 'Cena do', main: true },
  coordinates: { kind: 'mapArea', label: mapAreaLabel, main: true },
  polygon: { kind: 'mapArea', label: mapAreaLabel, main: true },
  district: { kind: 'text', label: estateFieldLabels.district },
  seller: {
    kind: 'text',
    label: 'Ogłoszeniodawca',
    chip: (value) => sellerKindLabels[value as SellerKind] ?? value,
  },
  words: { kind: 'text', label: 'Słowa w tytule lub opisie' },
  areaFrom: { kind: 'area', label: 'Powierzchnia od', offeredBy: 'area', decimal: true },
  areaTo: { kind: 'area', label: 'Powierzchnia do', offeredBy: 'area', decimal: true },
  landAreaFrom: { kind: 'area', label: 'Powierzchnia działki od', offeredBy: 'landArea' },
  landAreaTo: { kind: 'area', label: 'Powierzchnia działki do', offeredBy: 'landArea' },
  /** No field: the spec's exact number of rooms, kept from an address that gives it. */
  rooms: { kind: 'count', label: estateFieldLabels.rooms, offeredBy: 'rooms' },
  pricePerM2From: { kind: 'price', label: 'Cena za m² od', chip: perM2Chip },
  pricePerM2To: { kind: 'price', label: 'Cena za m² do', chip: perM2Chip },
  roomsFrom: {
    kind: 'count',
    label: estateFieldLabels.rooms,
    offeredBy: 'rooms',
    chip: (value, _context, label) => `${label}: ${value}+`,
  },
  internet: { kind: 'flag', label: amenityLabels.internet, offeredBy: 'amenities' },
  furnished: { kind: 'flag', label: amenityLabels.furnished, offeredBy: 'amenities' },
  parking: { kind: 'flag', label: amenityLabels.parking, offeredBy: 'amenities' },
  elevator: { kind: 'flag', label: amenityLabels.elevator, offeredBy: 'amenities' },
} as const satisfies Record<Exclude<SearchCriterionName, EverydayFilterName>, Criterion>;

function perM2Chip(value: string, { rent }: ChipContext, label: string): string {
  return `${label}: ${formatPrice(Number(value))}${perM2Unit(rent)}`;
}

export const searchCriteria: Readonly<Record<SearchCriterionName, Criterion>> = {
  ...coreCriteria,
  ...everydayCriteria,
};
/** Every criterion, in the order of the search's address. */
export const searchCriterionNames = Object.keys(searchCriteria) as SearchCriterionName[];

type CoreCriteria = typeof coreCriteria;
/** The criteria of some kinds (the everyday filters' names are EverydayFilterName). */
export type CriterionNameOfKind<Kind extends CriterionKind> = {
  [Name in keyof CoreCriteria]: CoreCriteria[Name]['kind'] extends Kind ? Name : never;
}[keyof CoreCriteria];

export type SearchFlagName = CriterionNameOfKind<'flag'>;
/** The amenities a search can require, each a column of the ad. */
export const searchFlagNames = searchCriterionNames.filter(
  (name) => searchCriteria[name].kind === 'flag',
) as SearchFlagName[];

/** Whether a category's form (and, for an everyday filter of rentals only, its rentals') offers the criterion. */
export function isCriterionOffered(
  name: SearchCriterionName,
  type: EstateType,
  rent: string | number | undefined,
): boolean {
  const criterion = searchCriteria[name];
  if (criterion.kind === 'everyday') return isFilterOffered(name as EverydayFilterName, type, Number(rent));
  const offered = searchFieldsByType[type];
  if (criterion.offeredBy === 'amenities') return (offered.amenities as readonly string[]).includes(name);
  return criterion.offeredBy === undefined || offered[criterion.offeredBy];
}

/** The chips' order: the criteria grouped by kind, each group in the address's order. */
export const chipKinds: readonly CriterionKind[] = [
  'place',
  'price',
  'area',
  'count',
  'text',
  'flag',
  'everyday',
  'mapArea',
];

/** Whether the search reads a value of the kind (as the server does): a number above 0, a text, a ticked flag. */
function isRead(kind: CriterionKind, value: string): boolean {
  if (kind === 'text') return value.trim() !== '';
  if (kind === 'flag') return value === '1';
  if (kind === 'mapArea') return value !== '';
  return /^\d+(\.\d+)?$/.test(value) && Number(value) > 0;
}

/** A chip's text by the criterion's kind: the value after the label, as a price or an area where it is one. */
function kindChip(kind: CriterionKind, value: string, label: string): string {
  if (kind === 'flag' || kind === 'mapArea') return label;
  if (kind === 'price') return `${label}: ${formatPrice(Number(value))}`;
  if (kind === 'area') return `${label}: ${formatArea(Number(value))}`;
  return `${label}: ${value}`;
}

/**
 * A chip's text for a criterion's value as the address gives it, or undefined when the search does not read the value
 * (a number of 0 or not digits, an empty text, a flag other than '1'), as the server reads it.
 */
export function chipText(name: SearchCriterionName, value: string, context: ChipContext): string | undefined {
  const { kind, label, chip } = searchCriteria[name];
  if (kind === 'everyday') return everydayFilterLabel(name as EverydayFilterName, value, context.type);
  // The schema reads a decimal comma as Poles write it ('48,37 m²'): so do the chips.
  const read = kind === 'text' ? value.trim() : value.replace(',', '.');
  if (kind === 'offer' || !isRead(kind, read)) return undefined;
  return chip ? chip(read, context, label) : kindChip(kind, read, label);
}
