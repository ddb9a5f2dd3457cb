// Phrases that tell of the two commonest frauds around property ads: money asked for before anything is seen or
// signed, and a conversation moved to a messenger, where the portal's mail and reports no longer reach. Read in
// folded text (lower case, Polish letters as their Latin base), by word stems, so that 'przelewem', 'Zadatku' or
// 'WhatsAppie' count as well. A match warns; it never refuses: a buyer may ask an honest question about a deposit.
import { foldPolish } from './text.ts';

export type RiskyPhraseKind = 'payment' | 'offSite';
export type RiskyPhrase = { kind: RiskyPhraseKind; phrase: string };

/** The messengers a conversation is moved to, as the stems of their names in folded text. */
export const messengerStems = '(?:wh?ats\\W?ap+|telegram|viber|wajber|vajber|signal|messenger)';

// A number dialled with a country code: '+44 7700 900123', '0049 151 2345678'; not a price ('2 000 zł').
const internationalNumber = /(?:\+|(?<![\d.,])00(?=[1-9]))\s*\(?(\d[\d\s\-()]{6,16}\d)/g;

/** The telephone numbers of another country in a text: an advertiser of a flat in Poland rarely has one. */
export function foreignPhones(text: string): string[] {
  return [...text.matchAll(internationalNumber)]
    .filter((match) => {
      const digits = match[1]!.replace(/\D/g, '');
      return digits.length >= 9 && digits.length <= 15 && !digits.startsWith('48');
    })
    .map((match) => match[0].trim());
}

const patterns: Record<RiskyPhraseKind, RegExp[]> = {
  payment: [
    /\bprzel(?:ew|ac|ej|an)\w*/g,
    /\b(?:zadat|zaliczk)\w*/g,
    // A deposit as such is ordinary in a lease; one asked for before a viewing or the contract is the trick.
    /\bkaucj\w*(?:\W+\w+){0,4}?\W+(?:przed|zanim)\b/g,
    /\bwplac\w*|\bwplat\w*/g,
    /\b(?:numer|nr)\.?\s+(?:rachunku|konta)\b|\bna\s+(?:moje\s+)?konto\b|\bblik\w*/g,
    /\bwestern\s*union\b|\bmoney\s*gram\b/g,
  ],
  offSite: [
    new RegExp(`\\b${messengerStems}\\w*`, 'g'),
    /\bnapisz(?:cie)?(?:\s+(?:mi|do\s+mnie|prosze))?\s+na\b/g,
  ],
};

/** Every risky phrase of `text`, in its folded form, each once, payments first. */
export function findRiskyPhrases(text: string): RiskyPhrase[] {
  const folded = foldPolish(text);
  const found: RiskyPhrase[] = [];
  for (const [kind, kindPatterns] of Object.entries(patterns) as [RiskyPhraseKind, RegExp[]][]) {
    for (const pattern of kindPatterns) {
      for (const match of folded.matchAll(pattern)) {
        const phrase = match[0].replace(/^[^\w+]+/, '').trim();
        if (!found.some((known) => known.phrase === phrase)) found.push({ kind, phrase });
      }
    }
  }
  for (const phrase of foreignPhones(folded)) found.push({ kind: 'offSite', phrase });
  return found;
}

export const hasRiskyPhrase = (text: string) => findRiskyPhrases(text).length > 0;
