// Polish counted nouns: 1 pokój, 2–4 pokoje (but 12–14 pokoi), 5 pokoi, 22 pokoje.
import { formatNumber } from './format.ts';

type Forms = readonly [one: string, few: string, many: string];

/** The noun form for `count`, following Polish grammar's three forms of a counted noun. */
export function pluralForm(count: number, [one, few, many]: Forms): string {
  if (count === 1) return one;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

/** '3 pokoje', '1 zdjęcie', '1 234 ogłoszenia'. */
export const countOf = (count: number, forms: Forms) =>
  `${formatNumber(count)}\u00a0${pluralForm(count, forms)}`;

export const nouns = {
  rooms: ['pokój', 'pokoje', 'pokoi'],
  photos: ['zdjęcie', 'zdjęcia', 'zdjęć'],
  ads: ['ogłoszenie', 'ogłoszenia', 'ogłoszeń'],
  offers: ['oferta', 'oferty', 'ofert'],
} as const satisfies Record<string, Forms>;
