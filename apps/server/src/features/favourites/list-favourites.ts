import { type Favourite, type FavouriteList, Limits } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favourites, users } from '../../db/schema.ts';
import { cardsOf } from '../estates/index.ts';
import { followProperties } from './follow-property.ts';

/** How much cheaper the ad is than when it was starred; null when it is not (dearer prices are no news). */
const dropOf = (starredPrice: number, price: number) => (price < starredPrice ? starredPrice - price : null);

/**
 * The account's favourites, newest first, each marked: a card while the ad is listed, with its drop in price since
 * it was starred; no card once it was withdrawn, expired or removed (the page shows it as no longer current), unless
 * its property has another listed offer, which it then shows (follow-property.ts).
 */
export async function listFavourites(db: Db, userId: number): Promise<FavouriteList> {
  // An ended offer's favourite shows its property's live offer, even before the mail job moves it.
  await followProperties(db, { userId, batch: Limits.favouritesMax });
  const [kept, [owner]] = await Promise.all([
    db
      .select()
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.estateId)),
    db.select({ mails: users.favouriteMails }).from(users).where(eq(users.userId, userId)),
  ]);
  const cards = new Map(
    (
      await cardsOf(
        db,
        kept.map((row) => row.estateId),
      )
    ).map((card) => [card.estateId, card]),
  );
  const rows = kept.map((row): Favourite => {
    const card = cards.get(row.estateId) ?? null;
    return {
      estateId: row.estateId,
      title: row.title,
      starredPrice: row.starredPrice,
      priceDrop: card ? dropOf(row.starredPrice, card.price) : null,
      card,
    };
  });
  return { rows, count: rows.length, mails: owner?.mails ?? false };
}

/** The ids the stars need, newest first. */
export async function listFavouriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ estateId: favourites.estateId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.estateId));
  return rows.map((row) => row.estateId);
}
