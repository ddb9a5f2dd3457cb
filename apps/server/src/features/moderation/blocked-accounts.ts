import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blockedAccounts } from '../../db/schema.ts';

/** Whether a decision blocked the account: its login is refused with the reason. */
export async function isBlocked(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: blockedAccounts.userId })
    .from(blockedAccounts)
    .where(eq(blockedAccounts.userId, userId));
  return !!row;
}
