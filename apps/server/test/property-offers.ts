// Offers of one property for the matcher's tests: photos with perceptual hashes, agencies' copies a few bits off.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { estateHistories, photos, properties } from '../src/db/schema.ts';
import { makeEstate, makePhoto } from './factories.ts';

let seed = 0x9e3779b97f4a7c15n;

/** A photo's hash unlike any other (a 64-bit mixer over a counter). */
export function distinctHash(): bigint {
  seed = BigInt.asUintN(64, seed + 0x9e3779b97f4a7c15n);
  let z = seed;
  z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
  z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
  return BigInt.asIntN(64, z ^ (z >> 31n));
}

/** An agency's copy of a photo: its hash with `bits` low bits of each band's end flipped. */
export const copyOf = (hash: bigint, bits = 4) =>
  BigInt.asIntN(64, hash ^ (((1n << BigInt(bits)) - 1n) << 20n));

/** A published ad with photos of the given hashes (in this order). */
export async function makeOffer(
  db: Db,
  userId: number,
  hashes: readonly bigint[],
  overrides: Parameters<typeof makeEstate>[2] = {},
) {
  const estate = await makeEstate(db, userId, overrides);
  for (const [sort, hash] of hashes.entries()) {
    const photo = await makePhoto(db, estate.estateId, sort);
    await db.update(photos).set({ perceptualHash: hash }).where(eq(photos.photoId, photo.photoId));
  }
  return estate;
}

/** The property of an ad's history, with its first day and card. */
export async function propertyOf(db: Db, estateId: number) {
  const [row] = await db
    .select({
      propertyId: estateHistories.propertyId,
      historyId: estateHistories.historyId,
      firstSeenAt: properties.firstSeenAt,
      listedOffers: properties.listedOffers,
    })
    .from(estateHistories)
    .innerJoin(properties, eq(properties.propertyId, estateHistories.propertyId))
    .where(eq(estateHistories.estateId, estateId));
  return row!;
}

/** Makes the ad's history and property look as if first seen `days` ago. */
export async function backdate(db: Db, estateId: number, days: number) {
  const { propertyId, historyId } = await propertyOf(db, estateId);
  const when = sql`now() - make_interval(days => ${days})`;
  await db.update(estateHistories).set({ firstSeenAt: when }).where(eq(estateHistories.historyId, historyId));
  await db.update(properties).set({ firstSeenAt: when }).where(eq(properties.propertyId, propertyId));
}
