import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { chooseProperty } from './choose-property.ts';
import { findCandidates } from './find-candidates.ts';
import { moveHistory } from './move-history.ts';
import { loadFingerprints, loadOwnOffer } from './offer-fingerprints.ts';
import { loadVerdicts } from './property-verdicts.ts';
import { refreshPhotoBands } from './refresh-photo-bands.ts';

// The class of the advisory lock per locality and kind taken while an offer is matched: two offers of one flat
// saved at once would otherwise each join the other's property and stay apart.
const matchLockClass = 724_337;

/**
 * Finds the property a public ad shows, in the transaction that saves it (publication, edit, import, a change of
 * its photos): the history's photo fingerprint is brought up to date, the offers that may show the same property
 * are found by index, and the history joins the best one the evidence proves (property-evidence.ts), or stays.
 * Answers the ad's property (null for an ad without a history: a draft).
 */
export async function matchProperty(db: Db | Tx, estateId: number): Promise<number | null> {
  // Its own transaction (a savepoint within the saving one), so that the lock is held until the match is written.
  return db.transaction((tx) => matchIn(tx, estateId));
}

async function matchIn(db: Tx, estateId: number): Promise<number | null> {
  const own = await loadOwnOffer(db, estateId);
  if (!own) return null;
  await refreshPhotoBands(db, own.historyId, own.storedHashes, own.photoHashes);
  if (!own.isPublic) return own.propertyId;
  const verdicts = await loadVerdicts(db, own.historyId);
  const mates = (await loadFingerprints(db, { propertyIds: [own.propertyId] })).filter(
    (other) => other.historyId !== own.historyId,
  );
  // An offer whose property's other offers still agree with it stays there: a save of a joined offer needs no search.
  if (mates.length && chooseProperty(own, mates, verdicts).action === 'stay') return own.propertyId;
  await db.execute(sql`select pg_advisory_xact_lock(${matchLockClass}, ${own.cityId})`);

  const others = await loadFingerprints(db, {
    propertyIds: [own.propertyId],
    propertiesOfHistoryIds: await findCandidates(db, own),
  });
  const choice = chooseProperty(
    own,
    others.filter((other) => other.historyId !== own.historyId),
    verdicts,
  );
  if (choice.action === 'stay') return own.propertyId;
  const { historyId } = own;
  const leaving = choice.action === 'leave' ? choice : choice.leaving;
  // Its property's other offers veto it (an edit changed its floor or area): it goes its own way first.
  const ownProperty = leaving
    ? await moveHistory(db, null, {
        historyId,
        otherHistoryId: leaving.otherHistoryId,
        action: 'split',
        score: null,
        evidence: leaving.evidence,
        adminId: null,
      })
    : own.propertyId;
  if (choice.action === 'leave') return ownProperty;
  return moveHistory(db, choice.propertyId, {
    historyId,
    otherHistoryId: choice.otherHistoryId,
    action: 'joined',
    score: choice.score,
    evidence: choice.evidence,
    adminId: null,
  });
}
