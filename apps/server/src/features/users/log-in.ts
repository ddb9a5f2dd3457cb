import type { Login, Profile } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { unauthorized } from '../../http/app-error.ts';
import { issueToken } from '../../http/auth.ts';
import { hashPassword, verifyPassword } from '../../infra/passwords.ts';
import { clearLoginFailures, recordLoginFailure } from './login-failures.ts';
import { presentProfile } from './present-profile.ts';
import { userMessages } from './user-messages.ts';

// Checked against when the e-mail is unknown, so that the answer takes as long as for a wrong password.
const decoyHash = hashPassword('decoy password');

/**
 * The profile with a fresh token. A wrong e-mail, a wrong password and an account not yet activated all answer the
 * same 401, so the form does not reveal which addresses are registered; each counts as a failure of the account
 * typed (login-failures.ts), and a success clears its count.
 */
export async function logIn(context: Context, login: Login): Promise<Profile> {
  const [user] = await context.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${login.email.toLowerCase()}`);
  const matches = await verifyPassword(login.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches || !user.active) {
    await recordLoginFailure(context.db, login.email);
    throw unauthorized(userMessages.loginFailed);
  }
  await clearLoginFailures(context.db, login.email);
  const session = await issueToken(context.secrets.jwtSecret, user, login.rememberMe);
  return presentProfile(user, session);
}
