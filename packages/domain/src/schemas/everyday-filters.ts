// The query schema's fields of the everyday filters (everyday-filters.ts): Polish messages for values no search reads.
import { z } from 'zod';
import { ColumnBounds } from '../column-bounds.ts';
import { categoriesByType, estateTypes, markets, materials, type Options, roadTypes } from '../enums.ts';
import { bathroomCounts, finishes } from '../estate-details.ts';
import { addedWithinDays, type EverydayFilterName, isCalendarDay } from '../everyday-filters.ts';
import { optionalDigits } from './fields.ts';
import { messages } from './messages.ts';

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
    if (isCalendarDay(text)) return text;
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
  finish: choiceCriterion(valuesOf(finishes)),
  /** A minimum among the ads' own counts: no count beyond '4 i więcej' is ever stored. */
  bathroomsFrom: choiceCriterion(valuesOf(bathroomCounts)),
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
