// Display formats of spec §2 and §9: prices, areas, Warsaw-time dates and card descriptions.
import { Limits } from './limits.ts';

const nbsp = '\u00a0';

/** Groups the integer part by thousands with non-breaking spaces; decimals use a comma, as Polish readers expect. */
function formatNumber(value: number): string {
  const [integer = '0', fraction] = String(Math.abs(value)).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, nbsp);
  const sign = value < 0 ? '-' : '';
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

/** 1250000 → '1 250 000 zł' with non-breaking spaces, so a price never wraps across lines. */
export function formatPrice(value: number): string {
  return `${formatNumber(Math.round(value))}${nbsp}zł`;
}

/** 54 → '54 m²', 54.5 → '54,5 m²'. */
export function formatArea(value: number): string {
  return `${formatNumber(Math.round(value * 100) / 100)}${nbsp}m²`;
}

const warsawParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function warsawTime(value: string | Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = warsawParts.formatToParts(typeof value === 'string' ? new Date(value) : value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
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

/** Cuts a description for a card at the last word boundary that fits, ending with '…' (within `max` characters). */
export function cutDescription(text: string, max: number = Limits.cardDescription): string {
  // Every list answer cuts 24 of them: tidy the spaces of a head long enough for the cut, not of the whole text
  // (the tidy head is the start of the tidy text, so the cut is the same).
  const head = text
    .slice(0, max * 2)
    .replace(/\s+/g, ' ')
    .trimStart();
  const clean = head.length > max ? head : text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // A space at index max - 1 or earlier leaves room for the ellipsis.
  const lastSpace = clean.lastIndexOf(' ', max - 1);
  const cut = lastSpace > 0 ? clean.slice(0, lastSpace) : clean.slice(0, max - 1);
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The placeholder postal code '00-000' (and an empty one) is not shown on an ad (spec §2). */
export function isHiddenPostalCode(code: string | null | undefined): boolean {
  const trimmed = (code ?? '').trim();
  return trimmed === '' || trimmed === '00-000';
}
