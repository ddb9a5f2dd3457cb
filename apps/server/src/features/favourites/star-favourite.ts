import { favouriteTexts, Limits } from '@portal/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, favourites, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { isListed } from '../estates/index.ts';

/**
 * Keeps a listed ad on the account with its title and its price now, the price a later drop is measured from.
 * Starring a favourite again changes nothing. Past Limits.favouritesMax the star is refused, never an old one
 * dropped: the account's list is the person's to tidy.
 */
export async function starFavourite(db: Db, userId: number, estateId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // One star of an account at a time, so that two at once cannot both pass the limit.
    await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).for('update');
    const [kept] = await tx.select({ count: count() }).from(favourites).where(eq(favourites.userId, userId));
    const [ad] = await tx
      .select({ title: estates.title, price: estates.price })
      .from(estates)
      .where(and(eq(estates.estateId, estateId), isListed()));
    if (!ad) throw notFound(favouriteTexts.notListed);
    const starred = await tx
      .select({ estateId: favourites.estateId })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.estateId, estateId)));
    if (starred.length > 0) return;
    if ((kept?.count ?? 0) >= Limits.favouritesMax) throw badRequest(favouriteTexts.tooMany);
    await tx.insert(favourites).values({ userId, estateId, title: ad.title, starredPrice: ad.price });
  });
}

/** Removes a favourite, listed or not; removing one that is not there is no error. */
export async function removeFavourite(db: Db, userId: number, estateId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.estateId, estateId)));
}

/**
 * The visitor's clipboard joins the account at login: its listed ads not yet kept become favourites, in the
 * clipboard's order, as many as the limit leaves room for (the clipboard holds 12, so only a nearly full account
 * loses any).
 */
export async function mergeClipboard(db: Db, userId: number, clipboardIds: readonly number[]): Promise<void> {
  if (clipboardIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, userId)).for('update');
    const kept = await tx
      .select({ estateId: favourites.estateId })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    const listed = await tx
      .select({ estateId: estates.estateId, title: estates.title, price: estates.price })
      .from(estates)
      .where(and(inArray(estates.estateId, [...clipboardIds]), isListed()));
    const keptIds = new Set(kept.map((row) => row.estateId));
    const byId = new Map(listed.map((row) => [row.estateId, row]));
    const added = clipboardIds
      .flatMap((id) => {
        const ad = byId.get(id);
        return ad && !keptIds.has(id) ? [ad] : [];
      })
      .slice(0, Math.max(Limits.favouritesMax - kept.length, 0));
    if (added.length === 0) return;
    // Each a millisecond after the one before, so that "newest first" keeps the clipboard's order.
    await tx.insert(favourites).values(
      added.map((ad, index) => ({
        userId,
        estateId: ad.estateId,
        title: ad.title,
        starredPrice: ad.price,
        createdAt: sql`now() + ${index} * interval '1 millisecond'`,
      })),
    );
  });
}
