import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../infra/passwords.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { backdateHistory } from './backdate-history.ts';
import { duplicateDemoProperties } from './demo-duplicates.ts';
import { loadDemoPlaces, pickPlace } from './demo-places.ts';
import { estateColumns, type OwnedEstate, photoColumns, userColumns } from './demo-rows.ts';
import { type DemoUser, demoPassword, demoUsers, generateOwner } from './demo-users.ts';
import { generateEstate } from './generate-estate.ts';
import { insertRows, reserveIds } from './insert-rows.ts';
import { ensurePhotoPool, hashPhotoPool, photoPool } from './photo-pool.ts';
import { createRandom } from './random.ts';

export { demoAccounts, demoPassword, demoUsers } from './demo-users.ts';

export type SeedOptions = {
  db: Db;
  storage: Storage;
  ads: number;
  seed?: number;
  /** The moment the data is generated around: ads were created over the 5 months before it. */
  now?: Date;
  photoPoolSize?: number;
  /** Flats offered by two agencies, and one relisted by another account: the property records at a first start. */
  duplicates?: number;
  onProgress?: (done: number, total: number) => void;
};

export type SeedCounts = { users: number; ads: number; photos: number; poolImages: number };

const BATCH = 5_000;
const adsPerOwner = 25;
const createdWithinDays = 150;
// The demo private person and the demo agency own this many ads each, so that "my ads" is not empty.
const handful = 8;

/** Adds demo accounts (when missing), generated owners and `ads` ads with photos; deterministic for a seed. */
export async function seedDemo(options: SeedOptions): Promise<SeedCounts> {
  const { db, storage, ads, seed = 2025, now = new Date(), photoPoolSize = 48, onProgress } = options;
  const poolImages = await ensurePhotoPool(storage, photoPool(photoPoolSize));
  const pool = await hashPhotoPool(storage, photoPool(photoPoolSize));
  const places = await loadDemoPlaces(db);
  // scrypt is slow on purpose: one hash serves every demo user.
  const passwordHash = await hashPassword(demoPassword);
  const random = createRandom(seed);

  const demo = await ensureDemoAccounts(db, passwordHash, now);
  const ownerIds = await reserveIds(
    db,
    'users',
    'user_id',
    ads > 0 ? Math.max(1, Math.round(ads / adsPerOwner)) : 0,
  );
  const owners = ownerIds.map((userId) => ({ ...generateOwner(random, userId), userId }));
  for (let start = 0; start < owners.length; start += BATCH) {
    await insertRows(db, 'users', userColumns(owners.slice(start, start + BATCH), passwordHash, now));
  }

  const stride = Math.max(1, Math.floor(ads / (2 * handful)));
  const ownerOf = (index: number) => {
    const slot = index / stride;
    if (Number.isInteger(slot) && slot < 2 * handful) return slot % 2 === 0 ? demo.private : demo.company;
    return random.pick(ownerIds);
  };
  let photos = 0;
  for (let start = 0; start < ads; start += BATCH) {
    const count = Math.min(BATCH, ads - start);
    const estateIds = await reserveIds(db, 'estates', 'estate_id', count);
    const batch: OwnedEstate[] = estateIds.map((estateId, offset) => {
      const index = start + offset;
      // Ids grow with creation time, so that "newest first" by id is also newest by date.
      const age = (1 - (index + random.next()) / ads) * createdWithinDays * 86_400_000;
      const createdAt = new Date(now.getTime() - Math.round(age));
      const userId = ownerOf(index);
      const estate = generateEstate(random, { place: pickPlace(random, places), createdAt, now, pool });
      return { ...estate, estateId, userId };
    });
    await insertRows(db, 'estates', estateColumns(batch));
    await backdateHistory(db, estateIds);
    await insertRows(db, 'photos', photoColumns(batch));
    photos += batch.reduce((sum, estate) => sum + estate.photos.length, 0);
    onProgress?.(start + count, ads);
  }
  if (options.duplicates) await duplicateDemoProperties(db, random, options.duplicates);
  return { users: owners.length + demo.created, ads, photos, poolImages };
}

/**
 * Seeds a new installation in demo mode (`ads` > 0) so that the portal shows something at its first start; leaves
 * any database with a user alone. A production start (no ads) creates nothing, not even the demo accounts: their
 * password is public. The ads go in one transaction: a crash half-way leaves no users behind, and the next start
 * tries again.
 */
export async function seedIfEmpty(options: SeedOptions): Promise<SeedCounts | null> {
  if (options.ads === 0) return null;
  const [found] = await options.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (found && found.count > 0) return null;
  await ensurePhotoPool(options.storage, photoPool(options.photoPoolSize ?? 48));
  return options.db.transaction((tx) => seedDemo({ ...options, db: tx }));
}

async function ensureDemoAccounts(db: Db, passwordHash: string, now: Date) {
  const accounts: DemoUser[] = [demoUsers.private, demoUsers.company, demoUsers.admin];
  const inserted = await db
    .insert(users)
    .values(
      accounts.map((account) => ({
        ...account,
        passwordHash,
        active: true,
        activatedAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: users.userId });
  const rows = await db
    .select({ userId: users.userId, email: users.email })
    .from(users)
    .where(inArray(users.email, [demoUsers.private.email, demoUsers.company.email]));
  const idOf = (email: string) => rows.find((row) => row.email === email)?.userId ?? 0;
  return {
    private: idOf(demoUsers.private.email),
    company: idOf(demoUsers.company.email),
    created: inserted.length,
  };
}
