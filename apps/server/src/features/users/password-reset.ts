// Forgotten password: a 2-hour link by e-mail, then a new password through it (spec §4 'Password reset').
import type { PasswordLinkUser } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { queueMail } from '../../infra/mail/outbox-store.ts';
import { hashPassword, verifyPassword } from '../../infra/passwords.ts';
import { passwordResetMail } from './account-mails.ts';
import { consumeLink, isLinkUsable, issueLink, voidLinks } from './one-time-links.ts';
import { userMessages } from './user-messages.ts';

export async function requestPasswordReset(context: Context, email: string): Promise<void> {
  const { db, config } = context;
  const [user] = await db
    .select({ userId: users.userId, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) throw badRequest(userMessages.resetFailed);
  await db.transaction(async (tx) => {
    // Only the newest link works: asking again voids the ones sent before.
    await voidLinks(tx, user.userId, 'password-reset');
    const hash = await issueLink(tx, user.userId, 'password-reset');
    await queueMail(tx, passwordResetMail(config, user, hash));
  });
}

/** The account a reset link belongs to, for the form to show; 404 when the link is unknown, used or expired. */
export async function readPasswordLink(
  context: Context,
  userId: number,
  hash: string,
): Promise<PasswordLinkUser> {
  const { db } = context;
  if (!(await isLinkUsable(db, userId, 'password-reset', hash))) throw notFound();
  const [user] = await db
    .select({ userId: users.userId, email: users.email })
    .from(users)
    .where(eq(users.userId, userId));
  if (!user) throw notFound();
  return user;
}

/**
 * Sets the new password once per link. The old password is refused (§8), every earlier token and every other reset
 * link stops working, and the account becomes active: following the e-mailed link proves the address as
 * activation would.
 */
export async function resetPassword(
  context: Context,
  userId: number,
  hash: string,
  password: string,
): Promise<void> {
  const { db } = context;
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.userId, userId));
  if (!user || !(await isLinkUsable(db, userId, 'password-reset', hash)))
    throw badRequest(userMessages.passwordFailed);
  if (await verifyPassword(password, user.passwordHash)) throw badRequest(userMessages.passwordFailed);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await consumeLink(tx, userId, 'password-reset', hash)))
      throw badRequest(userMessages.passwordFailed);
    await voidLinks(tx, userId, 'password-reset');
    await tx
      .update(users)
      .set({
        passwordHash,
        active: true,
        activatedAt: sql`coalesce(${users.activatedAt}, now())`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        modifiedAt: new Date(),
      })
      .where(eq(users.userId, userId));
  });
}
