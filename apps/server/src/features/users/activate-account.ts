import { eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { consumeLink, voidLinks } from './one-time-links.ts';
import { userMessages } from './user-messages.ts';

/**
 * Activates the account of a valid activation link; the link works once, for 48 hours, and its use voids any other
 * activation link sent again (resend-activation.ts).
 */
export async function activateAccount(context: Context, userId: number, hash: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    if (!(await consumeLink(tx, userId, 'activation', hash))) throw badRequest(userMessages.activationFailed);
    await voidLinks(tx, userId, 'activation');
    await tx.update(users).set({ active: true, activatedAt: new Date() }).where(eq(users.userId, userId));
  });
}
