import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { estateHistories, estates, moderationHolds, photos, users } from '../../db/schema.ts';
import type { Fingerprint } from './property-evidence.ts';

const fingerprintColumns = {
  historyId: estateHistories.historyId,
  propertyId: estateHistories.propertyId,
  userId: estateHistories.userId,
  developer: users.developer,
  live: sql<boolean>`${estateHistories.estateId} is not null and ${estateHistories.offlineAt} is null`,
  type: estateHistories.type,
  rent: estateHistories.rent,
  cityId: estateHistories.cityId,
  address: estateHistories.address,
  area: estateHistories.area,
  district: estateHistories.district,
  rooms: estateHistories.rooms,
  floor: estateHistories.floor,
  latitude: estateHistories.latitude,
  longitude: estateHistories.longitude,
  photoHashes: estateHistories.photoHashes,
  firstSeenAt: estateHistories.firstSeenAt,
};

export type OwnOffer = Fingerprint & {
  estateId: number;
  isPublic: boolean;
  /** The photo hashes the history keeps from the last match. */
  storedHashes: readonly bigint[];
};

/**
 * The offer of an ad as the matcher compares it: its history's fingerprint with the hashes of the ad's photos as
 * they are now (the history keeps the last ones matched). Null for an ad without a history (a draft).
 */
export async function loadOwnOffer(db: Db | Tx, estateId: number): Promise<OwnOffer | null> {
  const [row] = await db
    .select({
      ...fingerprintColumns,
      isPublic: sql<boolean>`${estates.active} = 1 and not ${estates.draft}
        and not exists (select 1 from ${moderationHolds} m where m.estate_id = ${estates.estateId})`,
    })
    .from(estateHistories)
    .innerJoin(estates, eq(estates.estateId, estateHistories.estateId))
    .innerJoin(users, eq(users.userId, estateHistories.userId))
    .where(eq(estateHistories.estateId, estateId));
  if (!row) return null;
  const hashes = await db
    .select({ hash: photos.perceptualHash })
    .from(photos)
    .where(and(eq(photos.estateId, estateId), isNotNull(photos.perceptualHash)))
    .orderBy(asc(photos.sort), asc(photos.photoId));
  const current = distinct(hashes.map((photo) => photo.hash!));
  return { ...row, estateId, storedHashes: row.photoHashes, photoHashes: current };
}

/**
 * The fingerprints of the histories given, of every history of the properties given, and of every history of the
 * properties of `propertiesOfHistoryIds` (candidates judged with their property's other offers, in one statement).
 * The properties are one array probed through the index by property: an OR with a subquery made PostgreSQL walk
 * every history.
 */
export async function loadFingerprints(
  db: Db | Tx,
  where: { historyIds?: number[]; propertyIds?: number[]; propertiesOfHistoryIds?: number[] },
): Promise<Fingerprint[]> {
  const ids = (list: number[]) => `{${list.join(',')}}`;
  const ofHistories = where.propertiesOfHistoryIds?.length
    ? sql`array(select h.property_id from estate_histories h
        where h.history_id = any(${ids(where.propertiesOfHistoryIds)}::int[])) || `
    : sql``;
  const byProperty =
    where.propertyIds?.length || where.propertiesOfHistoryIds?.length
      ? sql`${estateHistories.propertyId} = any(${ofHistories}${ids(where.propertyIds ?? [])}::int[])`
      : undefined;
  const byHistory = where.historyIds?.length
    ? inArray(estateHistories.historyId, where.historyIds)
    : undefined;
  if (!byHistory && !byProperty) return [];
  return db
    .select(fingerprintColumns)
    .from(estateHistories)
    .innerJoin(users, eq(users.userId, estateHistories.userId))
    .where(or(byHistory, byProperty))
    .limit(maxFingerprints);
}

// Far more than one property's offers; a bound so that a pathological property cannot make a save slow.
const maxFingerprints = 300;

const distinct = (hashes: bigint[]) => [...new Set(hashes)];
