import { messages } from '@portal/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, photos } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { checkRisk, isUnderReview } from '../moderation/index.ts';
import { estateFilePrefixes, removeFiles } from '../photos/index.ts';
import { matchProperty } from '../properties/index.ts';
import { loadOwnedEstate } from './estate-access.ts';
import { newExpiry } from './lifetime.ts';

const neverPublished =
  "Ogłoszenie nie zostało jeszcze opublikowane: dokończ je w kreatorze i naciśnij 'Zapisz' w kroku 3.";

/** An ad is only shown with at least one photo (spec §5 'Photos'). */
async function requirePhoto(db: Db, estateId: number) {
  const [row] = await db.select({ total: count() }).from(photos).where(eq(photos.estateId, estateId));
  if (!row || row.total === 0) throw badRequest(messages.photoRequired(1));
}

/**
 * 'Zapisz' on wizard step 3: the ad is public at once, unless its risk checks hold it back in the same transaction.
 * An ad that had expired gets a fresh lifetime.
 */
export async function activateEstate(
  db: Db,
  user: CurrentUser,
  estateId: number,
): Promise<{ underReview: boolean }> {
  await loadOwnedEstate(db, user, estateId);
  await requirePhoto(db, estateId);
  return db.transaction(async (tx) => {
    await tx
      .update(estates)
      .set({
        active: 1,
        draft: false,
        deactivatedAt: null,
        expiresAt: sql`case when ${estates.expiresAt} <= now() then ${newExpiry()} else ${estates.expiresAt} end`,
      })
      .where(eq(estates.estateId, estateId));
    await checkRisk(tx, estateId);
    await matchProperty(tx, estateId);
    return { underReview: await isUnderReview(tx, estateId) };
  });
}

/**
 * PUT /api/estates/refresh/{id}: another 6 months of life, and public again. Only for an ad that was once published:
 * a draft goes online through wizard step 3, after its preview.
 */
export async function refreshEstate(db: Db, user: CurrentUser, estateId: number): Promise<void> {
  const estate = await loadOwnedEstate(db, user, estateId);
  if (estate.draft) throw badRequest(neverPublished);
  await requirePhoto(db, estateId);
  await db
    .update(estates)
    .set({ active: 1, deactivatedAt: null, refreshedAt: sql`now()`, expiresAt: newExpiry() })
    .where(eq(estates.estateId, estateId));
}

/** DELETE /api/estates/{id}: the ad, its photos and their files are gone. */
export async function deleteEstate(
  db: Db,
  storage: Storage,
  user: CurrentUser,
  estateId: number,
): Promise<void> {
  await loadOwnedEstate(db, user, estateId);
  const prefixes = await estateFilePrefixes(db, [estateId]);
  // Photos, uploads and views go with the ad (on delete cascade).
  await db.delete(estates).where(eq(estates.estateId, estateId));
  await removeFiles(storage, prefixes);
}
