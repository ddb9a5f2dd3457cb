import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { hashPassword, verifyPassword } from '../../infra/passwords.ts';
import { voidLinks } from './one-time-links.ts';
import { userMessages } from './user-messages.ts';

/**
 * A wrong current password or the same password again answers 400; success ends every earlier session and voids
 * the reset links still out, which were asked for with the old password in mind.
 */
export async function changePassword(
  context: Context,
  userId: number,
  change: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db } = context;
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.userId, userId));
  if (!user || !(await verifyPassword(change.currentPassword, user.passwordHash)))
    throw badRequest(userMessages.passwordFailed);
  if (change.newPassword === change.currentPassword) throw badRequest(userMessages.passwordFailed);
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await voidLinks(tx, userId, 'password-reset');
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, modifiedAt: new Date() })
      .where(eq(users.userId, userId));
  });
}
