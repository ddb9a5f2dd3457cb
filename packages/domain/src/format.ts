// Display formats of spec §2 and §9: prices, areas, Warsaw-time dates and card descriptions.
import { Limits } from './limits.ts';

const nbsp = '\u00a0';

/** Groups the integer part by thousands with non-breaking spaces; decimals use a comma, as Polish readers expect. */
export function formatNumber(value: number): string {
  const [integer = '0', fraction] = String(Math.abs(value)).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, nbsp);
  const sign = value < 0 ? '-' : '';
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

/** 1250000 → '1 250 000 zł' with non-breaking spaces, so a price never wraps across lines. */
export function formatPrice(value: number): string {
  return `${formatNumber(Math.round(value))}${nbsp}zł`;
}

/** An ad's price: a rent ad's is per month, '2 500 zł/mies.'. */
export function formatAdPrice(price: number, rent: number): string {
  return rent === 1 ? `${formatPrice(price)}/mies.` : formatPrice(price);
}

/** 54 → '54 m²', 54.5 → '54,5 m²'. */
export function formatArea(value: number): string {
  return `${formatNumber(Math.round(value * 100) / 100)}${nbsp}m²`;
}

/**
 * The price of one m², rounded to whole złoty (half up, as PostgreSQL's round of the lists' order and filter);
 * undefined without an area.
 */
export function pricePerSquareMetre(price: number, area: number): number | undefined {
  return area > 0 ? Math.round(price / area) : undefined;
}

/** A price per m² as written after an amount: a rent ad's is per month, as Polish portals write it. */
export function perM2Unit(rent: number): string {
  return rent === 1 ? '/m²/mies.' : '/m²';
}

/**
 * A price of 617 250 zł for 50 m² → '12 345 zł/m²'; a monthly rent of 2 250 zł for 50 m² → '45 zł/m²/mies.';
 * undefined without an area.
 */
export function formatPricePerM2(price: number, area: number, rent: number): string | undefined {
  const value = pricePerSquareMetre(price, area);
  return value === undefined ? undefined : `${formatPrice(value)}${perM2Unit(rent)}`;
}

/** '48.37' → '48,37': a decimal as a form field shows it to a Polish reader (no grouping, unlike formatArea). */
export function decimalText(value: string): string {
  return value.replace('.', ',');
}

const hour = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year: when EU summer time starts (March) and ends (October). */
function euClockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Warsaw's wall clock by the EU rule Poland has followed since 1996 (UTC+1, UTC+2 in summer), computed rather than
 * read from Intl: a DateTimeFormat with a time zone loads the zone's rules, a long task on the main thread
 * on the first ad a visitor opens. format.test.ts checks it against Intl.
 */
function warsawTime(value: string | Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const instant = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Invalid time value: ${String(value)}`);
  const year = new Date(instant).getUTCFullYear();
  const isSummer = instant >= euClockChange(year, 2) && instant < euClockChange(year, 9);
  const wall = new Date(instant + (isSummer ? 2 : 1) * hour);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    year: String(wall.getUTCFullYear()),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
  };
}

/** 'YYYY-MM-DD HH:mm' in Europe/Warsaw, whatever the time zone of the machine. */
export function formatDateTime(value: string | Date): string {
  const t = warsawTime(value);
  return `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute}`;
}

/** 'YYYY-MM-DD' in Europe/Warsaw. */
export function formatDate(value: string | Date): string {
  const t = warsawTime(value);
  return `${t.year}-${t.month}-${t.day}`;
}

/** The characters JavaScript's \s matches, compared as numbers: a regular expression over a Polish (two-byte) text is
 * several times slower, and every list answer cuts 24 descriptions. */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

// What may not end a cut text before its '…'.
const cutTrail = ' .,;:!?-';

/**
 * Whether the first `length` characters of `text` are already tidy: no space leading, doubled, other than ' ' or last
 * (a last space may be the first of a trailing run).
 */
function isTidy(text: string, length: number): boolean {
  let previousIsSpace = true;
  for (let at = 0; at < length; at++) {
    const code = text.charCodeAt(at);
    const space = isSpace(code);
    if (space && (previousIsSpace || code !== 32)) return false;
    previousIsSpace = space;
  }
  return !previousIsSpace || length === 0;
}

/**
 * The start of `text` with every run of white space as one space and none leading or trailing, read only until it is
 * longer than `limit`: every list answer cuts 24 descriptions, so only their heads are tidied.
 */
function tidyHead(text: string, limit: number): string {
  if (isTidy(text, Math.min(text.length, limit + 1))) return text;
  let head = '';
  let at = 0;
  while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  while (at < text.length && head.length <= limit) {
    let wordEnd = at;
    while (wordEnd < text.length && !isSpace(text.charCodeAt(wordEnd))) wordEnd++;
    head += text.slice(at, wordEnd);
    at = wordEnd;
    while (at < text.length && isSpace(text.charCodeAt(at))) at++;
    if (at < text.length) head += ' ';
  }
  return head;
}

/** Cuts a description for a card at the last word boundary that fits, ending with '…' (within `max` characters). */
export function cutDescription(text: string, max: number = Limits.cardDescription): string {
  const clean = tidyHead(text, max);
  if (clean.length <= max) return clean;
  // A space at index max - 1 or earlier leaves room for the ellipsis.
  const lastSpace = clean.lastIndexOf(' ', max - 1);
  let end = lastSpace > 0 ? lastSpace : max - 1;
  while (end > 0 && cutTrail.includes(clean.charAt(end - 1))) end--;
  return `${clean.slice(0, end)}…`;
}

/** The placeholder postal code '00-000' (and an empty one) is not shown on an ad (spec §2). */
export function isHiddenPostalCode(code: string | null | undefined): boolean {
  const trimmed = (code ?? '').trim();
  return trimmed === '' || trimmed === '00-000';
}
