// An ad's history as the ad page tells it: since when the portal knows the property, and how its prices moved.
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

/** The prices of events, each from the event that set it: the first event and every change after it. */
function pricesOf(events: EstateHistory['events']): PricePoint[] {
  const points: PricePoint[] = [];
  for (const { price, date } of events) {
    if (points.at(-1)?.price !== price) points.push({ price, date });
  }
  return points;
}

/** The prices the ad's own offer has had (of a property of several offers, the ad's alone). */
export const pricePoints = (history: EstateHistory): PricePoint[] =>
  pricesOf(history.events.filter((event) => event.offer === history.offer));

export type OfferPrices = { offer: number; points: PricePoint[] };

/** The prices of every offer of the property, offer by offer in the order the portal saw them. */
export function offerPrices(history: EstateHistory): OfferPrices[] {
  const offers = [...new Set(history.events.map((event) => event.offer ?? 1))].sort((a, b) => a - b);
  return offers.map((offer) => ({
    offer,
    points: pricesOf(history.events.filter((event) => (event.offer ?? 1) === offer)),
  }));
}

/** Whole Warsaw calendar days from `date` to `now`. */
function daysBetween(date: string, now: Date): number {
  const dayNumber = (value: string | Date) => {
    const [year, month, day] = warsawDay(value);
    return Date.UTC(year, month - 1, day) / 86_400_000;
  };
  return dayNumber(now) - dayNumber(date);
}

/** Whole Warsaw calendar days since the property's first day on the portal. */
export const daysOnMarket = (history: EstateHistory, now: Date) => daysBetween(history.firstSeenDate, now);

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
