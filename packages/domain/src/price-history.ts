// An ad's history as the ad page tells it (issue 23): since when the portal knows the ad, and how its price moved.
import type { EstateHistory } from './api.ts';
import { formatDate, formatPrice } from './format.ts';

const monthsGenitive = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];

/** The Warsaw calendar day of an instant as [year, month, day]. */
function warsawDay(value: string | Date): [number, number, number] {
  const [year = 0, month = 1, day = 1] = formatDate(value).split('-').map(Number);
  return [year, month, day];
}

/** 'Na portalu od 3 marca 2026': the day the portal first saw the ad (or the ad it re-lists), in Warsaw. */
export function firstSeenText(date: string): string {
  const [year, month, day] = warsawDay(date);
  return `Na portalu od ${day} ${monthsGenitive[month - 1]} ${year}`;
}

export type PricePoint = { price: number; date: string };

/** The prices the ad has had, each from the event that set it: the first event and every change after it. */
export function pricePoints(history: EstateHistory): PricePoint[] {
  const points: PricePoint[] = [];
  for (const { price, date } of history.events) {
    if (points.at(-1)?.price !== price) points.push({ price, date });
  }
  return points;
}

/** Whole Warsaw calendar days from `date` to `now`. */
function daysBetween(date: string, now: Date): number {
  const dayNumber = (value: string | Date) => {
    const [year, month, day] = warsawDay(value);
    return Date.UTC(year, month - 1, day) / 86_400_000;
  };
  return dayNumber(now) - dayNumber(date);
}

function daysAgo(days: number): string {
  if (days <= 0) return 'dziś';
  if (days === 1) return 'wczoraj';
  return `${days} dni temu`;
}

/** 'Cena obniżona o 20 000 zł 12 dni temu' (or 'podniesiona'); undefined when the price never changed. */
export function priceChangeText(history: EstateHistory, now: Date): string | undefined {
  const points = pricePoints(history);
  const last = points.at(-1);
  const before = points.at(-2);
  if (!last || !before) return undefined;
  const direction = last.price < before.price ? 'obniżona' : 'podniesiona';
  const difference = formatPrice(Math.abs(last.price - before.price));
  return `Cena ${direction} o ${difference} ${daysAgo(daysBetween(last.date, now))}`;
}
