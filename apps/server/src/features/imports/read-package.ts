import type { UnreadableRecord } from '../../infra/xml/parse-by-record.ts';
import { finishOffer, type OfferDraft } from './finish-offer.ts';
import { offerReason } from './import-problems.ts';
import type { ImportPackage, PlaceClue } from './offer.ts';

// What every adapter does while it reads a package, whatever the wire format.

export function emptyPackage(mode: ImportPackage['mode'], scope: string | null = null): ImportPackage {
  return { mode, scope, offers: [], withdrawals: [], relinks: [], presentIds: [], problems: [] };
}

/**
 * Keeps the offer when it can become an ad, with what it lost to fit in the package's notes; otherwise reports why
 * in the package's problems.
 */
export function addOffer(result: ImportPackage, draft: OfferDraft): void {
  const finished = finishOffer(draft);
  if (typeof finished === 'string') {
    result.problems.push(finished);
    return;
  }
  result.offers.push(finished.offer);
  if (finished.notes.length > 0) result.notes = [...(result.notes ?? []), ...finished.notes];
}

/** Each withdrawn id once; an id the same package also sends stays (the sent copy wins). */
export function withdrawalsNotSent(result: ImportPackage): string[] {
  const sent = new Set(result.presentIds);
  return [...new Set(result.withdrawals)].filter((id) => id && !sent.has(id));
}

/** The place clues a file gives, trimmed, without the empty ones. */
export function placeClues(clues: PlaceClue[]): PlaceClue[] {
  return clues.map((clue) => ({ ...clue, value: clue.value.trim() })).filter((clue) => clue.value);
}

/**
 * Offers of the file that are not well-formed XML even alone (parse-by-record.ts): each is named in the problems
 * and counted present, so that a full export does not withdraw its ad for a broken character. One whose id cannot
 * be read leaves the export incomplete: nothing missing from it is withdrawn.
 */
export function addUnreadable(result: ImportPackage, unreadable: UnreadableRecord[]): void {
  for (const { id, line } of unreadable) {
    const reason = `niepoprawny XML oferty (linia ${line})`;
    result.problems.push(id ? offerReason(id, reason) : reason);
    if (id) result.presentIds.push(id);
    else result.mode = 'diff';
  }
}
