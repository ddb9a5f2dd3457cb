import { SavedSearchLimits, type SaveSearchSchema, savedSearchMessages } from '@portal/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import type { Tx } from '../../db/run-once.ts';
import { savedSearches } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { countUnconfirmedMail } from '../../http/rate-limit.ts';
import { verifyCaptcha } from '../../infra/captcha/captcha.ts';
import { queueMail } from '../../infra/mail/outbox-store.ts';
import { criteriaToSave } from './saved-search-criteria.ts';
import { digest, newConfirmSecret } from './saved-search-links.ts';
import { confirmationMail } from './saved-search-mails.ts';

type SaveSearch = z.output<typeof SaveSearchSchema>;

// The count and the insert in one transaction under a lock per owner: two saves at once cannot pass the limit.
async function lockOwner(tx: Tx, owner: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(724023, hashtext(${owner}))`);
}

/** 'Zapisz wyszukiwanie' of a logged-in user: kept on the account and confirmed at once. */
export async function saveUserSearch(context: Context, user: CurrentUser, body: SaveSearch) {
  const columns = criteriaToSave(body.criteria);
  return context.db.transaction(async (tx) => {
    await lockOwner(tx, `user:${user.userId}`);
    const [kept] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, user.userId));
    if ((kept?.total ?? 0) >= SavedSearchLimits.perAccount)
      throw badRequest(savedSearchMessages.tooManyForAccount);
    const [saved] = await tx
      .insert(savedSearches)
      .values({
        ...columns,
        userId: user.userId,
        name: body.name,
        frequency: body.frequency,
        confirmedAt: sql`now()`,
      })
      .returning({ searchId: savedSearches.searchId });
    return saved!.searchId;
  });
}

/**
 * A visitor's save: captcha-checked, kept unconfirmed until the link in the e-mail queued with it is followed (double
 * opt-in). Searches of an address not confirmed within the link's lifetime count no more against its limit. The
 * mail counts against its domain's limit, and says nothing the visitor typed: the address is anybody's.
 */
export async function saveVisitorSearch(context: Context, body: SaveSearch) {
  const { db, config, secrets } = context;
  if (!body.email) throw badRequest(savedSearchMessages.emailRequired);
  const email = body.email;
  const columns = criteriaToSave(body.criteria);
  await verifyCaptcha(db, secrets.captchaKey, body.captcharesponse ?? '');
  await countUnconfirmedMail(db, email);
  const secret = newConfirmSecret();
  await db.transaction(async (tx) => {
    await lockOwner(tx, `email:${email}`);
    const [kept] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.email, email),
          isNull(savedSearches.userId),
          sql`(${savedSearches.confirmedAt} is not null or ${savedSearches.createdAt} > now() - make_interval(hours => ${SavedSearchLimits.confirmHours}))`,
        ),
      );
    if ((kept?.total ?? 0) >= SavedSearchLimits.perEmail)
      throw badRequest(savedSearchMessages.tooManyForEmail);
    const [saved] = await tx
      .insert(savedSearches)
      .values({ ...columns, email, name: body.name, frequency: body.frequency, confirmHash: digest(secret) })
      .returning({ searchId: savedSearches.searchId });
    await queueMail(tx, confirmationMail(config, { email, searchId: saved!.searchId }, secret));
  });
}
