import type { UnreadableRecord } from '../../infra/xml/parse-by-record.ts';
import { finishOffer, type OfferDraft } from './finish-offer.ts';
import type { ImportPackage, PlaceClue } from './offer.ts';

// What every adapter does while it reads a package, whatever the wire format.

export function emptyPackage(mode: ImportPackage['mode'], scope: string | null = null): ImportPackage {
  return {
    mode,
    scope,
    offers: [],
    withdrawals: [],
    relinks: [],
    presentIds: [],
    refusals: [],
    problems: [],
  };
}

/**
 * Keeps the offer when it can become an ad, with what it lost to fit in the package's notes; otherwise refuses it
 * with why.
 */
export function addOffer(result: ImportPackage, draft: OfferDraft): void {
  const finished = finishOffer(draft);
  if (typeof finished === 'string') {
    result.refusals.push({ externalId: draft.externalId, reason: finished });
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
 * Offers of the file that are not well-formed XML even alone (parse-by-record.ts): each is refused and counted
 * present, so that a full export does not withdraw its ad for a broken character. One whose id cannot
 * be read leaves the export incomplete: nothing missing from it is withdrawn.
 */
export function addUnreadable(result: ImportPackage, unreadable: UnreadableRecord[]): void {
  for (const { id, line } of unreadable) {
    const reason = `niepoprawny XML oferty (linia ${line})`;
    if (id) {
      result.refusals.push({ externalId: id, reason });
      result.presentIds.push(id);
    } else {
      result.problems.push(reason);
      result.mode = 'diff';
    }
  }
}
