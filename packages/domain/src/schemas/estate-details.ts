// The fields of estate-details.ts in the wizard's group estateType and the write payload: each optional, each
// bounded by its list or dates, and refused with a message naming it where the ad's type or offer has no such field.
import { z } from 'zod';
import type { EstateType, Options } from '../enums.ts';
import {
  availableFromRange,
  type DetailField,
  detailFieldLabels,
  detailFieldNames,
  detailFieldsByType,
  detailOptions,
} from '../estate-details.ts';
import { flagField, optionalDigits } from './fields.ts';
import { messages } from './messages.ts';

export const detailMessages = {
  notForType: (field: DetailField) =>
    `Pole „${detailFieldLabels[field]}” nie dotyczy tego rodzaju nieruchomości!`,
  rentOnly: (field: DetailField) => `Pole „${detailFieldLabels[field]}” dotyczy tylko ogłoszeń wynajmu!`,
  dateFrom: (min: string) => `Podaj datę nie wcześniejszą niż ${min}!`,
  dateTo: (max: string) => `Podaj datę nie późniejszą niż ${max}!`,
};

/** One of the list's values; empty, missing or 0 is not given. Absent stays absent, so a payload keeps its keys. */
function detailOption(options: Options) {
  const allowed = options.map((option) => option.value);
  return optionalDigits()
    .transform((value, ctx) => {
      if (value === null || value === 0) return null;
      if (allowed.includes(value)) return value;
      ctx.issues.push({ code: 'custom', input: value, message: messages.invalid });
      return z.NEVER;
    })
    .optional();
}

/** A yes, a no or no answer: a select's '' (or null) is "not said", unlike a checkbox's unticked "no". */
function answerField() {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('')], {
      error: messages.invalid,
    })
    .nullable()
    .transform((value): 0 | 1 | null => {
      if (value === null || value === '') return null;
      return value === true || value === 1 || value === '1' ? 1 : 0;
    })
    .optional();
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day of the calendar written 'YYYY-MM-DD' (2026-02-30 is none). */
function isCalendarDay(text: string): boolean {
  const match = isoDay.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'Dostępne od' as a person gives it: a day from a month ago (availableFromBounds) to a few years ahead. */
function availableFromField() {
  return z
    .string({ error: messages.invalid })
    .trim()
    .nullable()
    .transform((value, ctx) => {
      if (!value) return null;
      const issue = (message: string) => {
        ctx.issues.push({ code: 'custom', input: value, message });
        return z.NEVER;
      };
      if (!isCalendarDay(value)) return issue(messages.invalid);
      const { min, max } = availableFromRange();
      if (value < min) return issue(detailMessages.dateFrom(min));
      if (value > max) return issue(detailMessages.dateTo(max));
      return value;
    })
    .optional();
}

// What a form or client sends for a field it leaves empty or unticked.
const emptyValues: readonly unknown[] = [undefined, null, '', false, 0, '0'];

/** A field the ad cannot have: an empty or unticked value is dropped, anything else refused with `message`. */
function refusedField(message: string) {
  return z
    .unknown()
    .transform((value, ctx) => {
      if (emptyValues.includes(value)) return;
      ctx.issues.push({ code: 'custom', input: value, message });
      return z.NEVER;
    })
    .optional();
}

function detailField(field: DetailField) {
  if (field === 'availableFrom') return availableFromField();
  if (field === 'garden') return flagField().optional();
  if (field === 'pets') return answerField();
  return detailOption(detailOptions[field]);
}

/** Every detail field as any type may have it; used where the type is not known yet. */
export const detailShape = {
  bathrooms: detailOption(detailOptions.bathrooms),
  finish: detailOption(detailOptions.finish),
  heating: detailOption(detailOptions.heating),
  ownership: detailOption(detailOptions.ownership),
  availableFrom: availableFromField(),
  garden: flagField().optional(),
  pets: answerField(),
};

/** The detail fields of one type: its own read, the others refused when given. */
export function detailShapeFor(type: EstateType) {
  const own = detailFieldsByType[type];
  return Object.fromEntries(
    detailFieldNames.map((field) => [
      field,
      own.includes(field) ? detailField(field) : refusedField(detailMessages.notForType(field)),
    ]),
  ) as unknown as typeof detailShape;
}
