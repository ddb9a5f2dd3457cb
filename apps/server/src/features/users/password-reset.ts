// Forgotten password: a 2-hour link by e-mail, then a new password through it (spec §4 'Password reset').
import { accountSafetyMessages, type PasswordLinkUser } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { badRequest, gone, notFound } from '../../http/app-error.ts';
import { queueMail } from '../../infra/mail/outbox-store.ts';
import { hashPassword, verifyPassword } from '../../infra/passwords.ts';
import { passwordResetMail } from './account-mails.ts';
import { consumeLink, issueLink, linkState, voidLinks } from './one-time-links.ts';
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

/**
 * 404 for a link never sent (the spec's /strona-nie-istnieje), 410 with a text that offers a new one for a link that
 * was sent but is used, voided by a newer one or by a password change, or expired.
 */
async function requireUsableLink(context: Context, userId: number, hash: string): Promise<void> {
  const state = await linkState(context.db, userId, 'password-reset', hash);
  if (state === 'unknown') throw notFound();
  if (state === 'spent') throw gone(accountSafetyMessages.resetLinkSpent);
}

/** The account a reset link belongs to, for the form to show. */
export async function readPasswordLink(
  context: Context,
  userId: number,
  hash: string,
): Promise<PasswordLinkUser> {
  const { db } = context;
  await requireUsableLink(context, userId, hash);
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
  if (!user) throw badRequest(userMessages.passwordFailed);
  await requireUsableLink(context, userId, hash);
  if (await verifyPassword(password, user.passwordHash)) throw badRequest(userMessages.passwordFailed);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await consumeLink(tx, userId, 'password-reset', hash)))
      throw gone(accountSafetyMessages.resetLinkSpent);
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
