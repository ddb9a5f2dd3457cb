// Phrases that tell of the two commonest frauds around property ads: money asked for before anything is seen or
// signed, and a conversation moved to a messenger, where the portal's mail and reports no longer reach. Read in
// folded text (lower case, Polish letters as their Latin base), by word stems, so that 'przelewem', 'Zadatku' or
// 'WhatsAppie' count as well. A match warns; it never refuses: a buyer may ask an honest question about a deposit.
import { foldPolish } from './text.ts';

export type RiskyPhraseKind = 'payment' | 'offSite';
export type RiskyPhrase = { kind: RiskyPhraseKind; phrase: string };

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
    /\bwh?ats\s*ap+\w*/g,
    /\btelegram\w*/g,
    /\b(?:viber|wajber|vajber)\w*/g,
    /\bsignal\w*/g,
    /\bmessenger\w*/g,
    /\bnapisz(?:cie)?(?:\s+(?:mi|do\s+mnie|prosze))?\s+na\b/g,
    // A telephone number of another country (+44…, 0044…): an advertiser of a flat in Poland rarely has one.
    /(?:^|[^\d+])(?:\+\s*|00)(?!48)[1-9]\d{0,2}[\s().-]*\d(?:[\s().-]*\d){6,}/g,
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
  return found;
}

export const hasRiskyPhrase = (text: string) => findRiskyPhrases(text).length > 0;
