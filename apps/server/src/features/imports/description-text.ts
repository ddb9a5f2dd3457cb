// The signatures CRMs append to every description, from the marker to the end of its line: the office did not
// write them and a visitor cannot use them. Seen in real exports: 'Oferta wysłana z systemu BCK Galactica' (every
// offer of one office), '… z systemu Galactica Virgo', 'Oferta wysłana z programu dla biur nieruchomości ASARI CRM
// (…)' (after the last sentence, on its line), 'Oferta wysłana z programu IMO dla biur nieruchomości'; 'Wygenerowano
// w systemie …' is the generic footer of other programs.
const boilerplate: readonly RegExp[] = [
  /oferta (została )?(wysłana|przesłana|wyeksportowana|wygenerowana) (z|w|przez) (systemu|systemie|programu|programie)\b.*$/gimu,
  /(wygenerowano|wyeksportowano|wysłano) (z|w) (systemu|systemie|programu|programie)\b.*$/gimu,
];

/** The description without the CRM's signature lines, and without the blank lines they leave. */
export function withoutBoilerplate(text: string): string {
  return boilerplate
    .reduce((rest, pattern) => rest.replace(pattern, ''), text)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// How much of the limit a cut may give up to end on a whole sentence: beyond it, the text is cut between words.
const sentenceReach = 0.2;

// Abbreviations whose full stop ends no sentence ('ul. Długa', 'ok. 5 min', 'm.in. sklep').
const abbreviations =
  /(?:^|[\s(])(ul|al|pl|os|ok|np|tj|tzw|nr|tel|godz|pow|ww|wg|m\.in|dz|gm|woj|pok|kw|zł|r)\.$/iu;

/**
 * Text over `max` characters, cut at the last end of a sentence (or of a line) within `max`; when none is in the
 * last fifth, at the last space, marked with '…'. Never mid-word: a cut word misleads ('do remontu' → 'do rem').
 */
export function shortenedText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  for (let end = max; end >= max * (1 - sentenceReach); end--) {
    if (isSentenceEnd(head, end)) return head.slice(0, end).trimEnd();
  }
  let space = max - 1;
  while (space > 0 && !/\s/.test(text[space] ?? '')) space--;
  return `${text.slice(0, space > 0 ? space : max - 1).trimEnd()}…`;
}

/** Whether a sentence or a line ends just before `at`: '.', '!', '?' or '…' before a space or a break, or a break. */
function isSentenceEnd(text: string, at: number): boolean {
  const next = text[at];
  if (next === '\n') return at > 0;
  if (next !== undefined && !/\s/.test(next)) return false;
  const last = text[at - 1] ?? '';
  if (!/[.!?…]/.test(last)) return false;
  return last !== '.' || !abbreviations.test(text.slice(Math.max(0, at - 8), at));
}
