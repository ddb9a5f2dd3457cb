import { bathroomsMax, finishes, heatings, ownerships } from '@portal/domain';
import { folded, toFlag, type ValueReader } from './values.ts';

// Reads the details of estate-details.ts from the words and numbers CRMs write for them (option-synonyms.ts has
// the words). A value the portal cannot read is left out and told, as every other value (values.ts valueReader);
// a value that says there is nothing to tell ('brak', 'do uzgodnienia') is left out silently.

// 'Dostępne od' words that give no day: available now, or by agreement.
const noDay = /^(natychmiast|od zaraz|od razu|zaraz|do uzgodnienia|wg uzgodnien|dowolnie|do ustalenia)/;

/** '2026-12-01', '2026-12-01 00:00:00' or '01.12.2026' → '2026-12-01'; null when no calendar day. */
export function dayOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T][\d:.]+Z?)?$/.exec(text);
  const polish = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : polish ? [polish[3], polish[2], polish[1]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  // A day outside these years is a typo or a placeholder such as 1900-01-01, not when a flat is free.
  if (Number(year) < 2000 || Number(year) > 2100) return null;
  return date.toISOString().slice(0, 10);
}

/** 'akceptowane', 'tak' → 1; 'nie', 'zakaz', 'bez zwierząt' → 0; null otherwise. */
export function petsAnswer(text: string): 0 | 1 | null {
  const flag = toFlag(text);
  if (flag !== null) return flag;
  const words = folded(text);
  if (/niedozwol|nieakcept|nie akcept|zakaz|bez zwierz|^nie\b/.test(words)) return 0;
  if (/akcept|dozwol|mile widzian|^tak\b/.test(words)) return 1;
  return null;
}

/** The readers of an offer's details, each into its field; `read` collects what was left out. */
export function detailReader(read: ValueReader) {
  const said = (value: string | undefined, nothing: RegExp) => {
    const text = (value ?? '').trim();
    return nothing.test(folded(text)) ? '' : text;
  };
  return {
    /** Four and more bathrooms are one value, as portals offer them. */
    bathrooms: (value: string | undefined) => {
      const count = read.int('bathrooms', value);
      if (count === null) return null;
      if (count < 1) return read.drop('bathrooms', value ?? '', 'mniej niż jedna łazienka');
      return Math.min(count, bathroomsMax);
    },
    finish: (value: string | undefined) => read.option('finish', finishes, value ?? ''),
    heating: (value: string | undefined) =>
      read.option('heating', heatings, said(value, /^(brak|nie ma|nie)$/)),
    ownership: (value: string | undefined) => read.option('ownership', ownerships, value ?? ''),
    availableFrom: (value: string | undefined) => {
      const text = said(value, noDay);
      if (!text) return null;
      return dayOf(text) ?? read.drop('availableFrom', text, 'nieczytelna data');
    },
    garden: (value: string | undefined) => read.flag('garden', value),
    pets: (value: string | undefined) => {
      const text = said(value, /^(do uzgodnienia|do ustalenia|nie podano)/);
      if (!text) return null;
      return petsAnswer(text) ?? read.drop('pets', text, 'nieznana wartość');
    },
  };
}
