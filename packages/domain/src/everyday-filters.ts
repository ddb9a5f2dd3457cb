// The everyday filters of Polish portals (rynek, piętro, rok budowy, materiał, rodzaj zabudowy, stan wykończenia,
// liczba łazienek, tylko ze zdjęciami, data dodania, balkon, ogród, garaż, piwnica; for rentals dostępne od and
// zwierzęta; for plots media and dojazd), declared once: the query schema (schemas/everyday-filters.ts), the
// server's filter, the form, the address and the chips all read this list. Free of zod, as the search form and the
// chips are on the pages' first paint.
import { amenityLabels } from './amenities.ts';
import { ColumnBounds } from './column-bounds.ts';
import {
  categoriesByType,
  type EstateType,
  estateTypes,
  markets,
  materials,
  type Options,
  roadTypes,
} from './enums.ts';
import { bathroomCounts, detailFieldLabels, finishes } from './estate-details.ts';

/** The estate columns the filters read (the server maps each to its column). */
export type FilterColumn =
  | 'market'
  | 'floor'
  | 'year'
  | 'material'
  | 'category'
  | 'finish'
  | 'bathrooms'
  | 'access'
  | 'balcony'
  | 'garden'
  | 'garage'
  | 'basement'
  | 'pets'
  | 'power'
  | 'gas'
  | 'water'
  | 'canalization'
  | 'availableFrom';

/**
 * How a filter matches: a ticked flag requires the column to be 1, a choice its value, `from` and `to` bound the column
 * (inclusive), `photos` an ad with at least one photo, `addedWithin` an ad added in the last so many days, `availableBy`
 * an ad available on or before the date.
 */
export type FilterKind = 'flag' | 'choice' | 'from' | 'to' | 'photos' | 'addedWithin' | 'availableBy';

type Filter = {
  kind: FilterKind;
  column?: FilterColumn;
  /** The form's label; a range's two fields share the label of their column with 'od' / 'do'. */
  label: string;
  /** The categories whose form offers it. */
  types: readonly EstateType[];
  /** Offered to rentals only. */
  rentalsOnly?: boolean;
  /**
   * The choices of a select, by category (the category's own dictionary for 'Rodzaj zabudowy'); a bound with
   * choices takes only those.
   */
  options?: (type: EstateType) => Options;
};

const withFloors: readonly EstateType[] = ['apartment', 'place'];
const built: readonly EstateType[] = ['apartment', 'house', 'object', 'place'];
const plots: readonly EstateType[] = ['land', 'house'];
const homes: readonly EstateType[] = ['apartment', 'house'];

/** Bathrooms as a minimum, as rooms are: the ads' '4 i więcej' is the last, '4+'. */
const bathroomsFromChoices: Options = bathroomCounts.map(({ value }) => ({ value, label: `${value}+` }));

/** 'Dodane w ciągu' as Otodom's 'Data dodania' offers it, in days. */
export const addedWithinDays = [1, 3, 7, 14, 30] as const;
export const addedWithinLabels: Record<(typeof addedWithinDays)[number], string> = {
  1: 'ostatnie 24 godziny',
  3: 'ostatnie 3 dni',
  7: 'ostatnie 7 dni',
  14: 'ostatnie 14 dni',
  30: 'ostatnie 30 dni',
};

/** 'parter' is floor 0, as the ads store it. */
export const groundFloorLabel = 'parter';
export const floorLabel = (floor: number) => (floor === 0 ? groundFloorLabel : String(floor));

export const everydayFilters = {
  market: { kind: 'choice', column: 'market', label: 'Rynek', types: estateTypes, options: () => markets },
  floorFrom: { kind: 'from', column: 'floor', label: 'Piętro od', types: withFloors },
  floorTo: { kind: 'to', column: 'floor', label: 'Piętro do', types: withFloors },
  yearFrom: { kind: 'from', column: 'year', label: 'Rok budowy od', types: built },
  yearTo: { kind: 'to', column: 'year', label: 'Rok budowy do', types: built },
  material: { kind: 'choice', column: 'material', label: 'Materiał', types: built, options: () => materials },
  category: {
    kind: 'choice',
    column: 'category',
    label: 'Rodzaj zabudowy',
    types: ['apartment', 'house'],
    options: (type) => categoriesByType[type],
  },
  finish: {
    kind: 'choice',
    column: 'finish',
    label: detailFieldLabels.finish,
    types: homes,
    options: () => finishes,
  },
  bathroomsFrom: {
    kind: 'from',
    column: 'bathrooms',
    label: detailFieldLabels.bathrooms,
    types: homes,
    options: () => bathroomsFromChoices,
  },
  access: {
    kind: 'choice',
    column: 'access',
    label: 'Dojazd',
    types: ['land', 'object'],
    options: () => roadTypes,
  },
  addedWithin: { kind: 'addedWithin', label: 'Data dodania', types: estateTypes },
  availableFrom: {
    kind: 'availableBy',
    column: 'availableFrom',
    label: 'Dostępne od',
    types: estateTypes,
    rentalsOnly: true,
  },
  withPhotos: { kind: 'photos', label: 'Tylko ze zdjęciami', types: estateTypes },
  balcony: { kind: 'flag', column: 'balcony', label: amenityLabels.balcony, types: ['apartment'] },
  garden: { kind: 'flag', column: 'garden', label: 'Ogród', types: ['apartment', 'house'] },
  garage: {
    kind: 'flag',
    column: 'garage',
    label: amenityLabels.garage,
    types: ['apartment', 'object', 'place'],
  },
  basement: {
    kind: 'flag',
    column: 'basement',
    label: amenityLabels.basement,
    types: ['apartment', 'place'],
  },
  pets: {
    kind: 'flag',
    column: 'pets',
    label: 'Zwierzęta akceptowane',
    types: ['apartment', 'house'],
    rentalsOnly: true,
  },
  power: { kind: 'flag', column: 'power', label: amenityLabels.power, types: plots },
  gas: { kind: 'flag', column: 'gas', label: amenityLabels.gas, types: plots },
  water: { kind: 'flag', column: 'water', label: amenityLabels.water, types: plots },
  canalization: { kind: 'flag', column: 'canalization', label: amenityLabels.canalization, types: plots },
} as const satisfies Record<string, Filter>;

export type EverydayFilterName = keyof typeof everydayFilters;
export const everydayFilterNames = Object.keys(everydayFilters) as EverydayFilterName[];
export type EverydayFilter = Filter;

/** Whether a category's form (and, for rentals only, its rentals') offers the filter. */
export function isFilterOffered(
  name: EverydayFilterName,
  type: EstateType,
  rent: number | undefined,
): boolean {
  const filter: Filter = everydayFilters[name];
  return filter.types.includes(type) && (!filter.rentalsOnly || rent === 1);
}

/** Whether a text is a calendar day, YYYY-MM-DD (what a date input gives), that exists. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** The value of a filter as the address gives it, as the query schema reads it; undefined for none it reads. */
function readValue(filter: Filter, text: string): number | string | undefined {
  if (filter.kind === 'flag' || filter.kind === 'photos') return text === '1' ? 1 : undefined;
  if (filter.kind === 'availableBy') return isCalendarDay(text) ? text : undefined;
  if (!/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  if (filter.kind === 'addedWithin')
    return (addedWithinDays as readonly number[]).includes(number) ? number : undefined;
  if (filter.kind === 'choice' || filter.options) return number;
  if (number > ColumnBounds.smallintMax || (number === 0 && filter.column !== 'floor')) return undefined;
  return number;
}

/** 'Stan wykończenia: do remontu', 'Liczba łazienek: 2+'; undefined for a value none of the choices has. */
function choiceLabel(
  filter: Filter,
  data: number | string,
  type: EstateType | undefined,
): string | undefined {
  const label = filter.options?.(type ?? 'apartment').find((option) => option.value === data)?.label;
  return label && `${filter.label}: ${label}`;
}

/**
 * A chip's (and a saved search's name's) text for a filter's value as the address gives it, or undefined when the
 * value is none the search reads. The category's choices are the searched category's.
 */
export function everydayFilterLabel(
  name: EverydayFilterName,
  value: string,
  type?: EstateType,
): string | undefined {
  const filter: Filter = everydayFilters[name];
  const data = readValue(filter, value.trim());
  if (data === undefined) return undefined;
  switch (filter.kind) {
    case 'flag':
    case 'photos':
      return filter.label;
    case 'choice':
      return choiceLabel(filter, data, type);
    case 'addedWithin':
      return `${filter.label}: ${addedWithinLabels[data as keyof typeof addedWithinLabels]}`;
    case 'from':
    case 'to':
      if (filter.options) return choiceLabel(filter, data, type);
      return `${filter.label}: ${filter.column === 'floor' ? floorLabel(Number(data)) : data}`;
    case 'availableBy':
      return `${filter.label}: ${data}`;
  }
}
