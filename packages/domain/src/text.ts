// Polish-aware text normalisation shared by slugs (URLs) and city prefix search (both web and server).

// ł and Ł do not decompose under NFD, so every Polish letter is mapped explicitly before diacritics are stripped.
const polishLetters: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/** Lower case with Polish letters as their Latin base, as the database folds the text it searches. */
export const foldPolish = (text: string) =>
  text.toLowerCase().replace(/[ąćęłńóśźż]/g, (letter) => polishLetters[letter] ?? letter);

function transliterate(text: string): string {
  return foldPolish(text).normalize('NFD').replace(/\p{M}/gu, '');
}

/** 'Żółta Górka' → 'zolta-gorka'; only a-z, 0-9 and single dashes remain. */
export function slugify(text: string): string {
  return transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lowercase, transliterated, single-spaced and trimmed: the key both sides compare city names by. */
export function normalizeSearchText(text: string): string {
  return transliterate(text).replace(/\s+/g, ' ').trim();
}

// Control characters (NUL and the rest of C0 and C1) are never part of what a person types, and PostgreSQL refuses
// NUL in text; an unpaired surrogate is broken UTF-16 that no encoding can store as it is.
const controlCharacter = /[\p{Cc}\p{Cs}]/u;
const controlCharacterBesideLineBreaks = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** True when `text` holds a character no field accepts; a multi-line text may hold tabs and line breaks. */
export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? controlCharacterBesideLineBreaks : controlCharacter).test(text);
}
