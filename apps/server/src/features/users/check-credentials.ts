import { sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { unauthorized } from '../../http/app-error.ts';
import { hashPassword, verifyPassword } from '../../infra/passwords.ts';
import { recordLoginFailure } from './login-failures.ts';
import { userMessages } from './user-messages.ts';

type UserRow = typeof users.$inferSelect;

// Checked against when the e-mail is unknown, so that the answer takes as long as for a wrong password.
const decoyHash = hashPassword('decoy password');

/**
 * The account of an e-mail and its password, activated or not. A wrong e-mail and a wrong password answer the same
 * 401, so that the form does not reveal which addresses are registered; each counts as a failure of the account
 * typed (login-failures.ts).
 */
export async function checkCredentials(
  context: Context,
  credentials: { email: string; password: string },
): Promise<UserRow> {
  const [user] = await context.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${credentials.email.toLowerCase()}`);
  const matches = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) {
    await recordLoginFailure(context.db, credentials.email);
    throw unauthorized(userMessages.loginFailed);
  }
  return user;
}
