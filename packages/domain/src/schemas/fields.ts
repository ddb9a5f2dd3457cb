// Field schemas every form and payload is built from. Numeric fields accept a digit string (form inputs, query
// strings) or a non-negative integer (JSON) and output a number, so one schema serves react-hook-form and the server;
// each is bounded by what its database column holds. Every text refuses control characters.
import { z } from 'zod';
import { ColumnBounds } from '../column-bounds.ts';
import { hasControlCharacters } from '../text.ts';
// Every schema is built from these fields: with them comes the Polish text of any check without a message of ours.
import './fallback-message.ts';
import { messages } from './messages.ts';

type Length = { readonly min?: number; readonly max?: number };

/**
 * Length checks run only on a filled value, so an empty field shows just 'required'. (`abort: true` would do the same
 * but also stop object-level checks such as the password mismatch.)
 */
const whenFilled = {
  when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value !== '',
};

type TextKind = { readonly multiline?: boolean };

/**
 * The base of every text field: a string without control characters (NUL among them). A multi-line text, such as a
 * description, keeps its tabs and line breaks.
 */
export function plainText(kind: TextKind = {}) {
  return z
    .string({ error: messages.required })
    .refine((text) => !hasControlCharacters(text, kind), { error: messages.controlCharacters });
}

/** Required, trimmed text: empty gives only the 'required' message, then the length bounds are checked. */
export function requiredText(length: Length = {}, kind: TextKind = {}) {
  let schema = plainText(kind).trim().min(1, { error: messages.required });
  if (length.min !== undefined)
    schema = schema.min(length.min, { error: messages.min(length.min), ...whenFilled });
  if (length.max !== undefined)
    schema = schema.max(length.max, { error: messages.max(length.max), ...whenFilled });
  return schema;
}

/**
 * The characters a phone number is written with in Poland: digits, spaces, '+', '-' and parentheses
 * ('+48 (12) 345-67-89'), at least one digit. Letters are refused, never dropped: the number would not ring.
 */
export const phoneCharacters = /^[\d +()-]*\d[\d +()-]*$/;

/** A required phone number: the profile's, shown on its ads. */
export function phoneField(length: Length) {
  return requiredText(length).regex(phoneCharacters, { error: messages.phone, ...whenFilled });
}

/** An optional phone number: empty becomes null. */
export function optionalPhoneField(length: Length) {
  return optionalText(length).refine((value) => value === null || phoneCharacters.test(value), {
    error: messages.phone,
  });
}

/** Optional text: empty or missing becomes null, anything else must respect the bounds. */
export function optionalText(length: Length) {
  let bounded = z.string();
  if (length.min !== undefined) bounded = bounded.min(length.min, { error: messages.min(length.min) });
  if (length.max !== undefined) bounded = bounded.max(length.max, { error: messages.max(length.max) });
  return plainText()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(bounded.nullable());
}

/** Required e-mail, lower-cased so that logins and uniqueness ignore letter case. */
export function emailField() {
  return requiredText()
    .toLowerCase()
    .regex(z.regexes.email, { error: messages.email, ...whenFilled });
}

/** Password with the spec's minimum length (3, or 5 for FTP). */
export function passwordField(min: number) {
  return plainText()
    .min(1, { error: messages.required })
    .min(min, { error: messages.min(min), ...whenFilled });
}

const numberLike = z.union([z.string(), z.number()], {
  error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.digits),
});

/** Reads a digit string or a non-negative integer up to `max`; '' means "not given". */
function readDigits(value: string | number, max: number): number | 'empty' | 'invalid' {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return 'empty';
  if (!/^\d+$/.test(text)) return 'invalid';
  const number = Number(text);
  return Number.isSafeInteger(number) && number <= max ? number : 'invalid';
}

/**
 * Reads a decimal with at most two decimals after a comma (as Poles write it) or a dot, or a non-negative number, up
 * to `max`; '' means "not given". '48,37' and 48.37 give 48.37; '48,3,7' and '48,375' are invalid.
 */
function readDecimal(value: string | number, max: number): number | 'empty' | 'invalid' {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return 'empty';
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(text)) return 'invalid';
  const number = Number(text.replace(',', '.'));
  return number <= max ? number : 'invalid';
}

type NumberReader = typeof readDigits;

/** A required number read by `read` up to `max`: a larger one gets the digits message, as any value it cannot read. */
function requiredNumber(max: number, read: NumberReader) {
  return numberLike.transform((value, ctx) => {
    const number = read(value, max);
    if (typeof number === 'number') return number;
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: number === 'empty' ? messages.required : messages.digits,
    });
    return z.NEVER;
  });
}

/** An optional number read by `read` up to `max`: empty or missing becomes null. */
function optionalNumber(max: number, read: NumberReader) {
  return numberLike.nullish().transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    const number = read(value, max);
    if (number === 'empty') return null;
    if (number !== 'invalid') return number;
    ctx.issues.push({ code: 'custom', input: value, message: messages.digits });
    return z.NEVER;
  });
}

/**
 * A required non-negative integer up to `max`, what its column holds (an `integer` unless told): price, ids.
 * A larger number gets the digits message, as any other value that is no number the field can take.
 */
export function requiredDigits(max: number = ColumnBounds.int4Max) {
  return requiredNumber(max, readDigits);
}

/** An optional non-negative integer up to `max` (an `integer` column unless told): empty or missing becomes null. */
export function optionalDigits(max: number = ColumnBounds.int4Max) {
  return optionalNumber(max, readDigits);
}

/** A required area in m² with up to two decimals ('48,37'), up to `max`. */
export function requiredDecimal(max: number = ColumnBounds.int4Max) {
  return requiredNumber(max, readDecimal);
}

/** An optional area in m² with up to two decimals: empty or missing becomes null. */
export function optionalDecimal(max: number = ColumnBounds.int4Max) {
  return optionalNumber(max, readDecimal);
}

/** A required positive id (estateId, userId, cityId) given as digits; ids are `integer` columns unless told. */
export function idField(max: number = ColumnBounds.int4Max) {
  return requiredDigits(max).refine((id) => id > 0, { error: messages.digits });
}

/** A required select: the value must be one of the options (rent 0 is a real choice, not an empty one). */
export function requiredOption<T extends number>(values: readonly T[]) {
  return numberLike.transform((value, ctx) => {
    const number = readDigits(value, ColumnBounds.int4Max);
    if (typeof number === 'number' && values.includes(number as T)) return number as T;
    ctx.issues.push({ code: 'custom', input: value, message: messages.required });
    return z.NEVER;
  });
}

/** An optional select: empty, missing or 0 (the imports' "not given") becomes null. */
export function optionalOption(values: readonly number[]) {
  return optionalDigits().transform((value, ctx) => {
    if (value === null || value === 0) return null;
    if (values.includes(value)) return value;
    ctx.issues.push({ code: 'custom', input: value, message: messages.required });
    return z.NEVER;
  });
}

/** A checkbox or yes/no flag: booleans from forms, 0/1 from JSON and query strings; always 0 or 1 out. */
export function flagField() {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
      error: messages.digits,
    })
    .nullish()
    .transform((value): 0 | 1 => (value === true || value === 1 || value === '1' ? 1 : 0));
}

/** A captcha answer (ALTCHA payload) that must be present. */
export function captchaField() {
  return z
    .string({ error: messages.captcha })
    .min(1, { error: messages.captcha })
    .refine((text) => !hasControlCharacters(text), { error: messages.captcha });
}

/** The terms checkbox, which must be ticked. */
export function termsField() {
  return z.literal(true, { error: messages.terms });
}
