// Named HTML entities that Polish CRM descriptions carry (often escaped twice: '&amp;oacute;'). Unknown names stay
// as they are rather than being guessed.
const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  oacute: 'ó',
  Oacute: 'Ó',
  sup2: '²',
  sup3: '³',
  ndash: '–',
  mdash: '—',
  bdquo: '„',
  rdquo: '”',
  ldquo: '“',
  rsquo: '’',
  lsquo: '‘',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  euro: '€',
  deg: '°',
  bull: '•',
  middot: '·',
  times: '×',
  frac12: '½',
};

const entity = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;
// Characters no text of the portal holds, raw or as a reference (PostgreSQL refuses a NUL outright); CRMs let them
// slip in from pasted text. Tab and line breaks stay.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Decodes character references and the named entities above, repeatedly, until the text no longer changes; drops
 * control characters.
 */
export function decodeEntities(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round++) {
    const next = current.replace(entity, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return named[name] ?? whole;
    });
    if (next === current) break;
    current = next;
  }
  return current.replace(controlCharacters, '');
}
