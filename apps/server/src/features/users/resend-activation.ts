import { accountSafetyMessages, type ResendActivation } from '@portal/domain';
import type { Context } from '../../context.ts';
import { badRequest } from '../../http/app-error.ts';
import { verifyCaptcha } from '../../infra/captcha/captcha.ts';
import { queueMail } from '../../infra/mail/outbox-store.ts';
import { activationMail } from './account-mails.ts';
import { checkCredentials } from './check-credentials.ts';
import { issueLink } from './one-time-links.ts';

/**
 * E-mails a new activation link to an account that is not active yet. The links sent before keep working until
 * they expire: a delayed first message must not turn into an error page; using any one voids the rest.
 */
export async function resendActivation(context: Context, request: ResendActivation): Promise<void> {
  const { db, config, secrets } = context;
  await verifyCaptcha(db, secrets.captchaKey, request.captcha);
  const user = await checkCredentials(context, request);
  if (user.active) throw badRequest(accountSafetyMessages.alreadyActive);
  await db.transaction(async (tx) => {
    const hash = await issueLink(tx, user.userId, 'activation');
    await queueMail(tx, activationMail(config, user, hash));
  });
}
