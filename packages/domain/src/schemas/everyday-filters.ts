// The everyday filters of Polish portals (rynek, piętro, rok budowy, materiał, rodzaj zabudowy, tylko ze zdjęciami,
// data dodania, balkon, ogród, garaż, piwnica; for rentals dostępne od and zwierzęta; for plots media and dojazd),
// declared once: the query schema, the server's filter, the form, the address and the chips all read this list.
import { z } from 'zod';
import { amenityLabels } from '../amenities.ts';
import { ColumnBounds } from '../column-bounds.ts';
import {
  categoriesByType,
  type EstateType,
  estateTypes,
  markets,
  materials,
  type Options,
  roadTypes,
} from '../enums.ts';
import { optionalDigits } from './fields.ts';
import { messages } from './messages.ts';

/** The estate columns the filters read (the server maps each to its column). */
export type FilterColumn =
  | 'market'
  | 'floor'
  | 'year'
  | 'material'
  | 'category'
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
  /** The choices of a select, by category (the category's own dictionary for 'Rodzaj zabudowy'). */
  options?: (type: EstateType) => Options;
};

const withFloors: readonly EstateType[] = ['apartment', 'place'];
const built: readonly EstateType[] = ['apartment', 'house', 'object', 'place'];
const plots: readonly EstateType[] = ['land', 'house'];

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

const anyValue = (value: unknown) => value === undefined || value === null || value === '';
/** A query's text, or a number from JSON: anything else is refused with the criterion's own message. */
const queryValue = (message: string) => z.union([z.string(), z.number()], { error: message }).nullish();

/** A select's value: one of its choices (any category's, the category being another criterion), or none. */
const choiceCriterion = (values: readonly number[]) =>
  queryValue(messages.invalid).transform((value, ctx) => {
    if (anyValue(value)) return undefined;
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number === 'number' && values.includes(number)) return number;
    ctx.issues.push({ code: 'custom', input: value, message: messages.invalid });
    return z.NEVER;
  });

const valuesOf = (options: Options) => options.map((option) => option.value);
const allCategories = [...new Set(estateTypes.flatMap((type) => valuesOf(categoriesByType[type])))];

/** A floor bound: 0 is 'parter', a real bound, not "any". */
const floorCriterion = () =>
  optionalDigits(ColumnBounds.smallintMax).transform((value) => value ?? undefined);
/** A year bound: empty or 0 means "any". */
const yearCriterion = () => optionalDigits(ColumnBounds.smallintMax).transform((value) => value || undefined);
const tickCriterion = () =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('')], {
      error: messages.digits,
    })
    .nullish()
    .transform((value) => (value === true || value === 1 || value === '1' ? (1 as const) : undefined));

/** A calendar day, YYYY-MM-DD (what a date input gives), that exists. */
const dayCriterion = () =>
  queryValue(messages.date).transform((value, ctx) => {
    if (anyValue(value)) return undefined;
    const text = typeof value === 'string' ? value.trim() : '';
    const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : undefined;
    if (day && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text)) return text;
    ctx.issues.push({ code: 'custom', input: value, message: messages.date });
    return z.NEVER;
  });

/** The query schema's fields of the filters above. */
export const everydayFilterShape = {
  market: choiceCriterion(valuesOf(markets)),
  floorFrom: floorCriterion(),
  floorTo: floorCriterion(),
  yearFrom: yearCriterion(),
  yearTo: yearCriterion(),
  material: choiceCriterion(valuesOf(materials)),
  category: choiceCriterion(allCategories),
  access: choiceCriterion(valuesOf(roadTypes)),
  addedWithin: choiceCriterion(addedWithinDays),
  availableFrom: dayCriterion(),
  withPhotos: tickCriterion(),
  balcony: tickCriterion(),
  garden: tickCriterion(),
  garage: tickCriterion(),
  basement: tickCriterion(),
  pets: tickCriterion(),
  power: tickCriterion(),
  gas: tickCriterion(),
  water: tickCriterion(),
  canalization: tickCriterion(),
} satisfies Record<EverydayFilterName, z.ZodType>;

/**
 * A chip's (and a saved search's name's) text for a filter's value as the address gives it, or undefined when the
 * value is none the search reads. The category's choices are the searched category's.
 */
export function everydayFilterLabel(
  name: EverydayFilterName,
  value: string,
  type?: EstateType,
): string | undefined {
  const parsed = everydayFilterShape[name].safeParse(value);
  if (!parsed.success || parsed.data === undefined) return undefined;
  const filter: Filter = everydayFilters[name];
  const data = parsed.data;
  switch (filter.kind) {
    case 'flag':
    case 'photos':
      return filter.label;
    case 'choice': {
      const label = filter.options?.(type ?? 'apartment').find((option) => option.value === data)?.label;
      return label && `${filter.label}: ${label}`;
    }
    case 'addedWithin':
      return `${filter.label}: ${addedWithinLabels[data as keyof typeof addedWithinLabels]}`;
    case 'from':
    case 'to':
      return `${filter.label}: ${filter.column === 'floor' ? floorLabel(Number(data)) : data}`;
    case 'availableBy':
      return `${filter.label}: ${data}`;
  }
}
