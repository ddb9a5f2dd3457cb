import { type Amenity, amenityLabels, type Options } from '@portal/domain';
import { decodeEntities } from '../../infra/xml/entities.ts';
import { synonymsOf } from './option-synonyms.ts';

/** '65,9000' → 65.9; '' or garbage → null. CRMs write decimal commas and spaces as thousand separators. */
export function toNumber(value: string | undefined): number | null {
  if (!value) return null;
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** '1', 'tak', 'T', 'true', '-1' (seen for klimatyzacja) → 1; '0', 'nie', 'false' → 0; anything else → null. */
export function toFlag(value: string | undefined): 0 | 1 | null {
  const text = (value ?? '').trim().toLowerCase();
  if (['1', '-1', 'tak', 't', 'true', 'yes', '149'].includes(text)) return 1;
  if (['0', 'nie', 'n', 'false', 'no', '150'].includes(text)) return 0;
  return null;
}

/**
 * Free-text media ('brak', 'jest', 'w ulicy', 'tak - miejska', 'szambo') → a flag. 'w ulicy' is not connected, and
 * a cesspool or an own treatment plant is a plot without the sewer.
 */
export function mediaFlag(value: string | undefined): 0 | 1 | null {
  const flag = toFlag(value);
  if (flag !== null) return flag;
  const text = (value ?? '').trim().toLowerCase();
  // A bare number other than a flag is a dictionary key or a count, not a statement that the medium is there.
  if (!text || /^-?\d+([.,]\d+)?$/.test(text)) return null;
  if (/^brak|^nie|w ulicy|w drodze|powyżej|w pobliżu|szambo|oczyszczalni/.test(text)) return 0;
  return 1;
}

/** 'rynek pierwotny' → 1, 'wtórny' → 2; anything else is not a statement of the market: null, never a default. */
export function marketOf(text: string): 1 | 2 | null {
  if (/pierwot/i.test(text)) return 1;
  if (/wt[oó]rn/i.test(text)) return 2;
  return null;
}

/**
 * HTML or plain text → plain text with paragraphs kept, entities (also double-escaped) decoded. Invisible format
 * characters go (zero-width space and joiners, BOM, soft hyphen, direction marks: Unicode's Cf): pasted from word
 * processors, they split words for search and count against the length limit unseen.
 */
export function plainText(value: string): string {
  const text = decodeEntities(value)
    .replace(/<\s*(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/\p{Cf}/gu, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The option a CRM's word for it means, through the list's synonyms (option-synonyms.ts): 'ceramiczny porotherm' is a
 * pustak, 'skrajny szereg' a szeregowiec, 'dom wolnostojący parterowy' wolnostojący. Words around a synonym do not
 * matter; several options named give the list's `several` option, else the one named first. Null when none is named.
 */
export function optionByText(options: Options, text: string): number | null {
  const subject = folded(text);
  if (!subject) return null;
  const { words, several } = synonymsOf(options);
  const hits = options.flatMap((option) =>
    [option.label, ...(words[option.label] ?? [])].flatMap((phrase) => hitsOf(phrase, subject, option.value)),
  );
  const strong = hits.filter((hit) => !hit.weak);
  const named = [...new Set(apart(strong.length > 0 ? strong : hits).map((hit) => hit.value))];
  const mixed = named.length > 1 ? options.find((option) => option.label === several) : undefined;
  return mixed?.value ?? named[0] ?? null;
}

/** Lower case without Polish letters, hyphens and slashes unspaced: 'Budowlano - Rolna' → 'budowlano-rolna'. */
export function folded(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s*([-/])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

type Hit = { start: number; end: number; value: number; weak: boolean };

// Compiled once per phrase: every offer of a package asks the same tables.
const patterns = new Map<string, RegExp>();

/** Where a phrase occurs in folded text, as whole words; a word ending in '*' with any ending. */
function hitsOf(phrase: string, subject: string, value: number): Hit[] {
  const weak = phrase.startsWith('~');
  let pattern = patterns.get(phrase);
  if (!pattern) {
    const words = folded(phrase.replace(/^~/, ''))
      .split(' ')
      .map((word) => {
        const stem = word.replace(/\*$/, '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
        return word.endsWith('*') ? `${stem}[a-z0-9]*` : stem;
      });
    pattern = new RegExp(`(?<![a-z0-9])${words.join(' ')}(?![a-z0-9])`, 'g');
    patterns.set(phrase, pattern);
  }
  return [...subject.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    value,
    weak,
  }));
}

/** The hits that do not overlap, in text order; where several start, the longest: 'bloczki betonowe', not 'beton'. */
function apart(hits: Hit[]): Hit[] {
  const kept: Hit[] = [];
  for (const hit of [...hits].sort((a, b) => a.start - b.start || b.end - a.end))
    if (hit.start >= (kept.at(-1)?.end ?? 0)) kept.push(hit);
  return kept;
}

/** Drops the flags the CRM did not state, so that they stay unknown instead of becoming "no". */
export function compact<T extends Record<string, 0 | 1 | null>>(flags: T): { [K in keyof T]?: 0 | 1 } {
  return Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== null)) as {
    [K in keyof T]?: 0 | 1;
  };
}

// What the company calls a field in a line about its offer, in the accusative of 'pominięto …'.
const fieldNames = {
  landArea: 'powierzchnię działki',
  monthlyFees: 'czynsz',
  deposit: 'kaucję',
  rooms: 'liczbę pokoi',
  floor: 'piętro',
  floors: 'liczbę pięter',
  year: 'rok budowy',
  height: 'wysokość pomieszczeń',
  material: 'materiał budynku',
  category: 'kategorię',
  access: 'dojazd',
  market: 'rynek',
  bathrooms: 'liczbę łazienek',
  finish: 'stan wykończenia',
  heating: 'ogrzewanie',
  ownership: 'formę własności',
  availableFrom: 'datę „dostępne od”',
  garden: 'ogród',
  pets: 'zwierzęta',
  latitude: 'szerokość geograficzną',
  longitude: 'długość geograficzną',
};

/** A field of the ad an adapter reads: one of fieldNames or an amenity flag. */
export type ReadField = keyof typeof fieldNames | Amenity;

/** 'pominięto liczbę pokoi '3-4' (nieczytelna liczba)': a value of the file the ad goes without, and why. */
export function droppedValue(field: ReadField, value: string, why: string): string {
  const name =
    field in fieldNames
      ? fieldNames[field as keyof typeof fieldNames]
      : `pole „${amenityLabels[field as Amenity]}”`;
  return `pominięto ${name} '${shortened(value.trim())}' (${why})`;
}

/**
 * Reads one offer's values, each into the ad's field it fills. A value the file gives that the portal cannot read
 * is left out and told in `notes`, one line per field; an empty one is not given, which is no problem.
 */
export function valueReader(notes: string[]) {
  const drop = (field: ReadField, value: string, why: string) => {
    notes.push(droppedValue(field, value, why));
    return null;
  };
  const read =
    <T>(parse: (text: string) => T | null, why: string) =>
    (field: ReadField, value: string | undefined): T | null => {
      const text = (value ?? '').trim();
      if (!text) return null;
      return parse(text) ?? drop(field, text, why);
    };
  const number = read(toNumber, 'nieczytelna liczba');
  return {
    number,
    /** A whole number: a fraction is not a count of rooms or floors, so it is left out rather than rounded. */
    int: (field: ReadField, value: string | undefined) => {
      const whole = number(field, value);
      if (whole === null || Number.isInteger(whole)) return whole;
      return drop(field, value ?? '', 'to nie liczba całkowita');
    },
    flag: read(toFlag, 'nieznana wartość'),
    media: read(mediaFlag, 'nieznana wartość'),
    market: read(marketOf, 'nieznana wartość'),
    option: (field: ReadField, options: Options, value: string) =>
      read((text) => optionByText(options, text), 'nieznana wartość')(field, value),
    drop,
  };
}

/** "nieznany rodzaj transakcji 'zamiana', przyjęto sprzedaż": a field the ad cannot go without, filled in. */
export function assumed(what: string, given: string, taken: string): string {
  return `${given ? `nieznany ${what} '${shortened(given)}'` : `nie podano: ${what}`}, przyjęto ${taken}`;
}

export type ValueReader = ReturnType<typeof valueReader>;

/** A long value is shown by its beginning: the line names it, it does not copy it. */
function shortened(value: string): string {
  return value.length <= 60 ? value : `${value.slice(0, 59)}…`;
}
