import type { RegisterCompany, RegisterUser } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { verifyCaptcha } from '../../infra/captcha/captcha.ts';
import { queueMail } from '../../infra/mail/outbox-store.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { activationMail } from './account-mails.ts';
import { issueLink } from './one-time-links.ts';
import { userMessages } from './user-messages.ts';

type Registration = ({ company: false } & RegisterUser) | ({ company: true } & RegisterCompany);

/** Creates an inactive account and, in the same transaction, queues the e-mail with its activation link. */
export async function registerAccount(context: Context, registration: Registration): Promise<void> {
  const { db, config, secrets } = context;
  await verifyCaptcha(db, secrets.captchaKey, registration.captcha);

  const email = registration.email.toLowerCase();
  const [taken] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (taken) throw badRequest(userMessages.registerFailed);

  const passwordHash = await hashPassword(registration.password);
  const details = registration.company
    ? {
        companyName: registration.companyName,
        nip: registration.nip,
        address: registration.address,
        cityCode: registration.cityCode,
        developer: registration.developer ?? false,
      }
    : { name: registration.name, surname: registration.surname };
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, company: registration.company, phone: registration.phone, ...details })
        .returning({ userId: users.userId, email: users.email });
      if (!user) throw new Error('user not inserted');
      const hash = await issueLink(tx, user.userId, 'activation');
      await queueMail(tx, activationMail(config, user, hash));
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides, the loser gets the 400.
    if (isUniqueViolation(error)) throw badRequest(userMessages.registerFailed);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | undefined)?.cause) === '23505';
}
