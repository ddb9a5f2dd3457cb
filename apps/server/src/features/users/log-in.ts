import { accountSafetyMessages, type Login, moderationTexts, type Profile } from '@portal/domain';
import type { Context } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { issueToken } from '../../http/auth.ts';
import { mergeClipboard } from '../favourites/index.ts';
import { isBlocked } from '../moderation/index.ts';
import { checkCredentials } from './check-credentials.ts';
import { clearLoginFailures } from './login-failures.ts';
import { presentProfile } from './present-profile.ts';

/**
 * The profile with a fresh token; a success clears the account's failure count and keeps the visitor's clipboard
 * on the account. An account not yet activated is told so (403 with `activationRequired`) only once the password is
 * right: the hint reveals nothing to a guesser. So is a blocked account, for the same reason.
 */
export async function logIn(
  context: Context,
  login: Login,
  clipboardIds: readonly number[] = [],
): Promise<Profile> {
  const user = await checkCredentials(context, login);
  if (!user.active) throw new AppError(403, accountSafetyMessages.notActivated, { activationRequired: true });
  if (await isBlocked(context.db, user.userId)) throw new AppError(403, moderationTexts.blocked);
  await clearLoginFailures(context.db, login.email);
  await mergeClipboard(context.db, user.userId, clipboardIds);
  const session = await issueToken(context.secrets.jwtSecret, user, login.rememberMe);
  return presentProfile(user, session);
}
