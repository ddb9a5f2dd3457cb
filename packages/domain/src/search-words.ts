import { Limits } from './limits.ts';
import { foldPolish } from './text.ts';

// Words that say nothing about a property: prepositions, conjunctions and the abbreviations of an address. As a
// prefix each would match most ads; whole, they only narrow a search by how an advertiser happened to write.
const stopWords = new Set(
  'a aby albo ale bez by czy do dla i iz jak jest lub na nad nie o od oraz po pod przy przez sa sie ta tak to tu u ul w we z za ze zl'.split(
    ' ',
  ),
);

/** Whether a search word is matched as the start of a word ('kamien' finds 'kamienica') or whole. */
export const isPrefixTerm = (term: string) => term.length >= Limits.searchTerms.prefixFrom;

/**
 * The words a text search looks for, in the order typed: letters and digits only, folded, without one-letter words
 * and stop words, each once, and without a word that another one already implies ('kam' beside 'kamienica': an ad
 * holding the longer holds the shorter as a prefix). Two searches with the same terms find the same ads.
 */
export function searchTerms(text: string): string[] {
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .map(foldPolish)
    .filter((word) => word.length > 1 && !stopWords.has(word));
  const unique = [...new Set(words)];
  return unique.filter(
    (word) => !unique.some((other) => other !== word && isPrefixTerm(word) && other.startsWith(word)),
  );
}
