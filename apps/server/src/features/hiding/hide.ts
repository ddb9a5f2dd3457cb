import { type HiddenSet, hidingTexts, Limits } from '@portal/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hiddenAdvertisers, hiddenEstates, users } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';

/** What an account hides, newest first. */
export async function listHidden(db: Db, userId: number): Promise<HiddenSet> {
  const [ads, advertisers] = await Promise.all([
    db
      .select({ id: hiddenEstates.estateId })
      .from(hiddenEstates)
      .where(eq(hiddenEstates.userId, userId))
      .orderBy(desc(hiddenEstates.createdAt)),
    db
      .select({ id: hiddenAdvertisers.advertiserId })
      .from(hiddenAdvertisers)
      .where(eq(hiddenAdvertisers.userId, userId))
      .orderBy(desc(hiddenAdvertisers.createdAt)),
  ]);
  return { estateIds: ads.map((row) => row.id), advertiserIds: advertisers.map((row) => row.id) };
}

/** The two kinds of hidden things, each with its table, its column and its limit. */
const kinds = {
  estate: {
    table: hiddenEstates,
    column: hiddenEstates.estateId,
    max: Limits.hiddenAdsMax,
    tooMany: hidingTexts.tooManyAds,
  },
  advertiser: {
    table: hiddenAdvertisers,
    column: hiddenAdvertisers.advertiserId,
    max: Limits.hiddenAdvertisersMax,
    tooMany: hidingTexts.tooManyAdvertisers,
  },
};
export type HiddenKind = keyof typeof kinds;

/**
 * Hides an ad or an advertiser for the account; hiding one already hidden changes nothing. Past the limit (the
 * cookie's, which carries the list to every list page) it is refused in Polish.
 */
export async function hide(db: Db, userId: number, kind: HiddenKind, id: number): Promise<void> {
  const { table, column, max, tooMany } = kinds[kind];
  await db.transaction(async (tx) => {
    // One change of an account at a time, so that two at once cannot both pass the limit.
    await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).for('update');
    const [already] = await tx
      .select({ count: count() })
      .from(table)
      .where(and(eq(table.userId, userId), eq(column, id)));
    if ((already?.count ?? 0) > 0) return;
    const [kept] = await tx.select({ count: count() }).from(table).where(eq(table.userId, userId));
    if ((kept?.count ?? 0) >= max) throw badRequest(tooMany);
    if (kind === 'estate') await tx.insert(hiddenEstates).values({ userId, estateId: id });
    else await tx.insert(hiddenAdvertisers).values({ userId, advertiserId: id });
  });
}

/** Shows it again (the 'Cofnij' and the hidden list's 'Pokaż'); showing what is not hidden is no error. */
export async function unhide(db: Db, userId: number, kind: HiddenKind, id: number): Promise<void> {
  const { table, column } = kinds[kind];
  await db.delete(table).where(and(eq(table.userId, userId), eq(column, id)));
}

/**
 * A visitor's hidden things join the account at login, as far as the limits leave room; the answer is what the
 * account hides then, for the browser's cookie.
 */
export async function mergeHidden(db: Db, userId: number, hidden: HiddenSet): Promise<HiddenSet> {
  const kept = await listHidden(db, userId);
  const added = (ids: readonly number[], known: readonly number[], max: number) =>
    ids.filter((id) => !known.includes(id)).slice(0, Math.max(max - known.length, 0));
  const ads = added(hidden.estateIds, kept.estateIds, Limits.hiddenAdsMax);
  const advertisers = added(hidden.advertiserIds, kept.advertiserIds, Limits.hiddenAdvertisersMax);
  if (ads.length === 0 && advertisers.length === 0) return kept;
  if (ads.length > 0)
    await db
      .insert(hiddenEstates)
      .values(ads.map((estateId) => ({ userId, estateId })))
      .onConflictDoNothing();
  if (advertisers.length > 0)
    await db
      .insert(hiddenAdvertisers)
      .values(advertisers.map((advertiserId) => ({ userId, advertiserId })))
      .onConflictDoNothing();
  return listHidden(db, userId);
}
