// Failed logins per account, kept in the database so that every server instance sees the same count. Past a few
// recent failures the account's login needs a solved captcha: guessing gets slow, and its owner still gets in,
// where a lock would shut them out for anyone who knows their e-mail.
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

const captchaAfter = { failures: 5, minutes: 15 };

const since = () => sql`now() - make_interval(mins => ${captchaAfter.minutes})`;

/**
 * The account is the e-mail as the login schema leaves it (trimmed, lower case), registered or not: an unknown
 * address is counted as a known one, so that the answers do not tell them apart.
 */
export async function needsCaptcha(db: Db, account: string): Promise<boolean> {
  const [recent] = await db
    .select({ total: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, account), gt(loginFailures.failedAt, since())));
  return (recent?.total ?? 0) >= captchaAfter.failures;
}

export async function recordLoginFailure(db: Db, account: string): Promise<void> {
  // Rows past the window count for nobody any more.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, since()));
  await db.insert(loginFailures).values({ account });
}

/** A successful login starts the account's count afresh. */
export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}
