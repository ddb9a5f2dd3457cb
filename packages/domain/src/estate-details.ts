// The fields of an ad Polish buyers and tenants compare on beyond spec §3 (liczba łazienek, stan wykończenia,
// ogrzewanie, forma własności, dostępne od, ogród, zwierzęta): their value lists in Otodom's words, the ad types
// (and for pets the rentals) each applies to, and how each reads on the ad page.
import type { EstateType, Options, Rent } from './enums.ts';
import { formatDate } from './format.ts';

export const detailFieldNames = [
  'bathrooms',
  'finish',
  'heating',
  'ownership',
  'availableFrom',
  'garden',
  'pets',
] as const;
export type DetailField = (typeof detailFieldNames)[number];

export const detailFieldLabels: Record<DetailField, string> = {
  bathrooms: 'Liczba łazienek',
  finish: 'Stan wykończenia',
  heating: 'Ogrzewanie',
  ownership: 'Forma własności',
  availableFrom: 'Dostępne od',
  garden: 'Ogród',
  pets: 'Zwierzęta',
};

/** Portals offer 1, 2, 3 and '4 i więcej': the last value stands for four bathrooms or more. */
export const bathroomCounts: Options = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4 i więcej' },
];
export const bathroomsMax = 4;

/** Otodom's three states of a flat or house. */
export const finishes: Options = [
  { value: 1, label: 'do zamieszkania' },
  { value: 2, label: 'do wykończenia' },
  { value: 3, label: 'do remontu' },
];

/** Otodom's list, with the heat pump the CRMs (ASARI 'POMPA CIEPŁA') export on their own. */
export const heatings: Options = [
  { value: 1, label: 'miejskie' },
  { value: 2, label: 'gazowe' },
  { value: 3, label: 'elektryczne' },
  { value: 4, label: 'kotłownia' },
  { value: 5, label: 'piece kaflowe' },
  { value: 6, label: 'pompa ciepła' },
  { value: 7, label: 'inne' },
];

/** Otodom's forms of ownership. */
export const ownerships: Options = [
  { value: 1, label: 'pełna własność' },
  { value: 2, label: 'spółdzielcze własnościowe prawo do lokalu' },
  { value: 3, label: 'udział' },
  { value: 4, label: 'użytkowanie wieczyste / dzierżawa' },
];

/** A rental's answer on pets: 1 allowed, 0 not; no answer is "not said". */
export const petsAnswers: Options = [
  { value: 1, label: 'akceptowane' },
  { value: 0, label: 'nieakceptowane' },
];

const homeDetails = detailFieldNames;

/** Which of the fields each type has; pets only in a rental (see `detailFieldsOf`). */
export const detailFieldsByType: Record<EstateType, readonly DetailField[]> = {
  apartment: homeDetails,
  house: homeDetails,
  // A plot, a shop or a hall is still handed over on a day; a building is heated.
  land: ['availableFrom'],
  object: ['heating', 'availableFrom'],
  place: ['availableFrom'],
};

/** The fields an ad of this type and offer has: pets are a tenant's question, never a buyer's. */
export function detailFieldsOf(type: EstateType, rent: Rent | number): readonly DetailField[] {
  const fields = detailFieldsByType[type];
  return rent === 1 ? fields : fields.filter((field) => field !== 'pets');
}

/** The value lists of the fields chosen from one. */
export const detailOptions = {
  bathrooms: bathroomCounts,
  finish: finishes,
  heating: heatings,
  ownership: ownerships,
  pets: petsAnswers,
} as const satisfies Partial<Record<DetailField, Options>>;

/** How far back a person may date 'dostępne od' (a flat free since last week is free now), and how far ahead. */
export const availableFromBounds = { pastDays: 30, futureYears: 3 } as const;

const dayMs = 86_400_000;

/** The first and last dates a person may give, as 'YYYY-MM-DD' in Warsaw's calendar. */
export function availableFromRange(now: Date = new Date()): { min: string; max: string } {
  const today = formatDate(now);
  const min = formatDate(new Date(now.getTime() - availableFromBounds.pastDays * dayMs));
  const max = `${Number(today.slice(0, 4)) + availableFromBounds.futureYears}${today.slice(4)}`;
  return { min, max };
}

/** 'od zaraz' for a day already come (an imported date of last month reads as stale otherwise), else the date. */
export function availableFromDisplay(date: string, now: Date = new Date()): string {
  return date <= formatDate(now) ? 'od zaraz' : date;
}
