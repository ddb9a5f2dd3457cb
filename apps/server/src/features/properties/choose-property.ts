// Which property an offer belongs to, given the offers it may share one with and the admin's verdicts: pure.

import { copiesIn } from './photo-pairs.ts';
import {
  commonPhotoProperties,
  compareOffers,
  type Decision,
  decideMatch,
  type Evidence,
  type Fingerprint,
  isSameKind,
} from './property-evidence.ts';

export type Verdict = 'same' | 'apart';

export type Choice =
  | { action: 'stay' }
  | {
      action: 'join';
      propertyId: number;
      otherHistoryId: number;
      score: number | null;
      evidence: Record<string, unknown>;
      /** The offer first leaves its property, whose other offers veto it. */
      leaving: Leaving | null;
    }
  | ({ action: 'leave' } & Leaving);

type Leaving = { otherHistoryId: number; evidence: Record<string, unknown> };

type Judged = { other: Fingerprint; evidence: Evidence; decision: Decision };

/**
 * An offer stays in a property it shares with others while none of them vetoes it (or an admin said 'same'); it
 * joins the property of the best-scoring offer it matches, none of whose offers vetoes it nor was set 'apart' by
 * an admin; else it stays, or leaves for a property of its own.
 */
export function chooseProperty(
  own: Fingerprint,
  others: readonly Fingerprint[],
  verdicts: ReadonlyMap<number, Verdict>,
): Choice {
  const common = commonPhotos(own, others);
  const judge = (other: Fingerprint): Judged => {
    const evidence = compareOffers(own, other, common);
    return { other, evidence, decision: decideMatch(evidence, isSameKind(own, other)) };
  };
  const mates = others.filter(
    (other) => other.propertyId === own.propertyId && other.historyId !== own.historyId,
  );
  if (mates.some((mate) => verdicts.get(mate.historyId) === 'same')) return { action: 'stay' };
  const vetoing = mates.map(judge).find((judged) => isVetoed(judged, verdicts));
  if (mates.length && !vetoing) return { action: 'stay' };
  const leaving = vetoing ? { otherHistoryId: vetoing.other.historyId, evidence: record(vetoing) } : null;

  const best = bestProperty(
    others.filter((other) => other.propertyId !== own.propertyId),
    judge,
    verdicts,
  );
  if (best)
    return {
      action: 'join',
      propertyId: best.other.propertyId,
      otherHistoryId: best.other.historyId,
      score: best.decision.score,
      evidence: record(best),
      leaving,
    };
  return leaving ? { action: 'leave', ...leaving } : { action: 'stay' };
}

function bestProperty(
  others: readonly Fingerprint[],
  judge: (other: Fingerprint) => Judged,
  verdicts: ReadonlyMap<number, Verdict>,
): Judged | null {
  const byProperty = Map.groupBy(others, (other) => other.propertyId);
  let best: Judged | null = null;
  for (const offers of byProperty.values()) {
    const judged = offers.map(judge);
    if (judged.some((one) => isVetoed(one, verdicts))) continue;
    const said = judged.find((one) => verdicts.get(one.other.historyId) === 'same');
    if (said) return said;
    for (const one of judged) if (one.decision.join && (!best || isBetter(one, best))) best = one;
  }
  return best;
}

const isVetoed = ({ other, decision }: Judged, verdicts: ReadonlyMap<number, Verdict>) =>
  verdicts.get(other.historyId) === 'apart' || decision.vetoes.length > 0;

// The higher score; between equals the older property, so that every offer of a flat gathers in one.
const isBetter = (a: Judged, b: Judged) =>
  a.decision.score > b.decision.score ||
  (a.decision.score === b.decision.score && a.other.propertyId < b.other.propertyId);

const record = ({ evidence, decision }: Judged) => ({ ...evidence, vetoes: decision.vetoes });

/**
 * The offer's photos whose copies are in several other properties: a stock image, an agency's logo, a developer's
 * render of a whole development. They prove nothing of one flat.
 */
export function commonPhotos(own: Fingerprint, others: readonly Fingerprint[]): Set<bigint> {
  const properties = own.photoHashes.map(() => new Set<number>());
  for (const other of others) {
    if (other.propertyId === own.propertyId) continue;
    copiesIn(own.photoHashes, other.photoHashes).forEach((copied, index) => {
      if (copied) properties[index]!.add(other.propertyId);
    });
  }
  return new Set(own.photoHashes.filter((_, index) => properties[index]!.size >= commonPhotoProperties));
}
