import { createHmac, timingSafeEqual } from 'node:crypto';
import { favouriteTexts } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';

/**
 * The signature in the unsubscribe link of the favourites' e-mails: the account's id signed with the server's key,
 * so that the link works without logging in and cannot be made for another account. It never expires: an old
 * e-mail's link must still stop the mails.
 */
export function unsubscribeSignature(key: string, userId: number): string {
  return createHmac('sha256', key).update(`favourite-mails:${userId}`).digest('base64url');
}

export async function setFavouriteMails(db: Db, userId: number, enabled: boolean): Promise<void> {
  await db.update(users).set({ favouriteMails: enabled }).where(eq(users.userId, userId));
}

/** Turns the mails off through an e-mail's link; a wrong signature changes nothing and is told so. */
export async function unsubscribeFavouriteMails(
  db: Db,
  key: string,
  link: { userId: number; signature: string },
): Promise<void> {
  const expected = Buffer.from(unsubscribeSignature(key, link.userId));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw badRequest(favouriteTexts.badUnsubscribeLink);
  await setFavouriteMails(db, link.userId, false);
}
