import { type EstateType, routes } from '@portal/domain';
import { and, eq, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runOnceAcrossInstances, type Tx } from '../../db/run-once.ts';
import { estates, favourites, users } from '../../db/schema.ts';
import { queueMail } from '../../infra/mail/outbox-store.ts';
import { isListed } from '../estates/index.ts';
import { favouriteChangeMail } from './favourite-change-mail.ts';
import { unsubscribeSignature } from './favourite-mails.ts';
import { followProperties } from './follow-property.ts';

const notifyLockKey = 724_023;

export type NotifySettings = { publicUrl: string; key: string; batchSize?: number };

/**
 * Queues one e-mail per change of a favourite whose owner asked for them: its price fell below the last price they
 * were told of (at first, the price when starred), or it went offline (withdrawn, expired or removed). What was told
 * is written in the same transaction as the mail, under an advisory lock, so no change is told twice, even with
 * several instances. A favourite back online may be told of going offline again. Answers how many mails it queued.
 */
export async function notifyFavouriteChanges(db: Db, settings: NotifySettings): Promise<number | 'busy'> {
  const batch = settings.batchSize ?? 500;
  let queued = 0;
  for (;;) {
    const found = await runOnceAcrossInstances(db, notifyLockKey, (tx) => tellBatch(tx, settings, batch));
    if (found === 'busy') return queued > 0 ? queued : 'busy';
    queued += found.mails;
    if (found.rows < batch) return queued;
  }
}

async function tellBatch(tx: Tx, settings: NotifySettings, batch: number) {
  // An ended offer whose property has another listed one is not gone: its favourites follow the property.
  await followProperties(tx, { batch });
  // A removed ad has no row: the left join gives nulls, and null is not listed.
  const listed = sql<boolean>`coalesce(${isListed()}, false)`;
  const knownPrice = sql`coalesce(${favourites.notifiedPrice}, ${favourites.starredPrice})`;
  const rows = await tx
    .select({
      userId: favourites.userId,
      estateId: favourites.estateId,
      title: favourites.title,
      known: sql<number>`${knownPrice}`.mapWith(Number),
      email: users.email,
      type: estates.type,
      rent: estates.rent,
      price: estates.price,
      listed,
    })
    .from(favourites)
    .innerJoin(users, and(eq(users.userId, favourites.userId), eq(users.favouriteMails, true)))
    .leftJoin(estates, eq(estates.estateId, favourites.estateId))
    .where(
      or(
        and(not(listed), eq(favourites.notifiedGone, false)),
        and(listed, or(lt(estates.price, knownPrice), eq(favourites.notifiedGone, true))),
      ),
    )
    .orderBy(favourites.userId, favourites.estateId)
    .limit(batch)
    .for('update', { of: favourites });
  let mails = 0;
  for (const row of rows) {
    const drop = row.listed && row.price !== null && row.price < row.known ? row.price : null;
    await tx
      .update(favourites)
      .set({ notifiedGone: !row.listed, ...(drop === null ? {} : { notifiedPrice: drop }) })
      .where(and(eq(favourites.userId, row.userId), eq(favourites.estateId, row.estateId)));
    // Back online without a lower price: only the flag changes, nothing to tell.
    if (row.listed && drop === null) continue;
    const signature = unsubscribeSignature(settings.key, row.userId);
    const change = {
      email: row.email,
      title: row.title,
      estateId: row.estateId,
      type: row.type as EstateType | null,
      rent: row.rent,
      drop: drop === null ? null : { from: row.known, to: drop },
    };
    const unsubscribe = `${settings.publicUrl}${routes.favouriteMailsOff(row.userId, signature)}`;
    await queueMail(tx, favouriteChangeMail(change, settings.publicUrl, unsubscribe));
    mails += 1;
  }
  return { rows: rows.length, mails };
}
