import type { ListQuery } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { listCardPage } from './promoted-block.ts';

export const userFilter = (userId: number) => eq(estates.userId, userId);

/** The public ads of one user (/ogloszenia-uzytkownika/{userId}); an unknown user simply has none. */
export function listUserEstates(db: Db, userId: number, query: ListQuery) {
  return listCardPage(db, userFilter(userId), query, `user:${userId}`);
}
