import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blockedAccounts, users } from '../db/schema.ts';

/** What authentication needs to know of the account a token names, or undefined when it is gone. */
export async function findCaller(db: Db, userId: number) {
  const [user] = await db
    .select({
      userId: users.userId,
      email: users.email,
      admin: users.admin,
      company: users.company,
      tokenVersion: users.tokenVersion,
      active: users.active,
      blocked: sql<boolean>`${blockedAccounts.userId} is not null`,
    })
    .from(users)
    .leftJoin(blockedAccounts, eq(blockedAccounts.userId, users.userId))
    .where(eq(users.userId, userId));
  return user;
}
