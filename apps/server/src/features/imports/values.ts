import { decodeEntities } from '../../infra/xml/entities.ts';

/** '65,9000' → 65.9; '' or garbage → null. CRMs write decimal commas and spaces as thousand separators. */
export function toNumber(value: string | undefined): number | null {
  if (!value) return null;
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function toInt(value: string | undefined): number | null {
  const number = toNumber(value);
  return number === null ? null : Math.round(number);
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
  if (!text) return null;
  if (/^brak|^nie|w ulicy|w drodze|powyżej|w pobliżu|szambo|oczyszczalni/.test(text)) return 0;
  return 1;
}

/** 'rynek pierwotny' → 1, 'wtórny' → 2; anything else is not a statement of the market: null, never a default. */
export function marketOf(text: string): 1 | 2 | null {
  if (/pierwot/i.test(text)) return 1;
  if (/wt[oó]rn/i.test(text)) return 2;
  return null;
}

/** HTML or plain text → plain text with paragraphs kept, entities (also double-escaped) decoded. */
export function plainText(value: string): string {
  const text = decodeEntities(value)
    .replace(/<\s*(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Picks the option whose label the text contains, the longest such label when several do: 'budowlano-rolna' also
 * contains 'rolna'. 'ceramiczny porotherm' is not listed: null.
 */
export function optionByText(
  options: readonly { value: number; label: string }[],
  text: string,
): number | null {
  const lower = text.trim().toLowerCase();
  if (!lower) return null;
  const named = options.filter((option) => lower.includes(option.label.toLowerCase()));
  return named.sort((a, b) => b.label.length - a.label.length)[0]?.value ?? null;
}

/** Drops the flags the CRM did not state, so that they stay unknown instead of becoming "no". */
export function compact<T extends Record<string, 0 | 1 | null>>(flags: T): { [K in keyof T]?: 0 | 1 } {
  return Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== null)) as {
    [K in keyof T]?: 0 | 1;
  };
}
