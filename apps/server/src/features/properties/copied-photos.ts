// The risk check's view of the photos: copies of another advertiser's live offer that is not the same property.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { estateHistories, estates } from '../../db/schema.ts';
import { commonPhotos } from './choose-property.ts';
import { byPhotoBands } from './find-candidates.ts';
import { loadFingerprints, loadOwnOffer } from './offer-fingerprints.ts';
import { compareOffers, decideMatch, type Fingerprint, isSameKind } from './property-evidence.ts';

// Far below the price of the offer whose photos it shows: a scam's bait, not an agency's better terms.
const baitShare = 0.7;
// The facts that make it another flat; a different photo set or a developer's unit is no sign of copying.
const otherFlat = new Set(['otherKind', 'otherFloor', 'otherRooms', 'otherArea']);

type Priced = Fingerprint & { price: number };

/**
 * Whether most of the ad's photos are copies of another advertiser's live offer that the place facts say is another
 * flat, or that the ad offers far cheaper: a scam reuses a real listing's photos. An agency's duplicate of a flat
 * agrees on the place and about the price, and is the property matcher's, not a risk.
 */
export function isCopiedFrom(own: Fingerprint & { price: number }, others: readonly Priced[]): boolean {
  const common = commonPhotos(own, others);
  return others.some((other) => {
    if (other.userId === own.userId || !other.live) return false;
    const evidence = compareOffers(own, other, common);
    if (evidence.sharedPhotos === 0 || evidence.sharedPhotos * 2 < evidence.photos[0]) return false;
    const { vetoes } = decideMatch(evidence, isSameKind(own, other));
    return vetoes.some((veto) => otherFlat.has(veto)) || own.price < other.price * baitShare;
  });
}

/** The ad's photos seen on another advertiser's ad (isCopiedFrom), found by their hashes' bands. */
export async function photosSeenElsewhere(db: Db | Tx, estateId: number): Promise<boolean> {
  const own = await loadOwnOffer(db, estateId);
  if (!own?.photoHashes.length) return false;
  const candidates = await byPhotoBands(db, own);
  if (!candidates.length) return false;
  const others = await loadFingerprints(db, { historyIds: candidates });
  const prices = await db
    .select({ historyId: estateHistories.historyId, price: estates.price })
    .from(estateHistories)
    .innerJoin(estates, sql`${estates.estateId} = ${estateHistories.estateId}`)
    .where(inArray(estateHistories.historyId, [own.historyId, ...candidates]));
  const priceOf = new Map(prices.map((row) => [row.historyId, row.price]));
  const priced = others.flatMap((other) => {
    const price = priceOf.get(other.historyId);
    return price === undefined ? [] : [{ ...other, price }];
  });
  return isCopiedFrom({ ...own, price: priceOf.get(own.historyId) ?? 0 }, priced);
}
