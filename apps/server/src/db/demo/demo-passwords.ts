import { eq, inArray, or, sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import { verifyPassword } from '../../infra/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { demoPassword, demoUsers } from './demo-users.ts';

const demoEmails = Object.values(demoUsers).map((user) => user.email);
const namedInWarning = 10;

/**
 * At every start: the accounts that still have the demo password (for the banner to list). Outside demo mode each
 * is an open door, and the log says so until it is closed.
 */
export async function checkDemoPasswords(db: Db, isDemo: boolean, log: Pick<BaseLogger, 'error'>) {
  const emails = await findDemoPasswordAccounts(db);
  if (!isDemo && emails.length > 0) warnOfDemoPasswords(log, emails);
  return emails;
}

/**
 * The e-mails of the accounts anyone can log in to with the demo password, by account id. Checking every account
 * would cost a scrypt hash each, so the check covers those it is likely on: the demo accounts, every admin, and
 * every password hash shared by several accounts (a seeding run hashes the demo password once for all its owners;
 * a person's own password has a salt of its own).
 */
async function findDemoPasswordAccounts(db: Db): Promise<string[]> {
  const sharedHashes = db
    .select({ hash: users.passwordHash })
    .from(users)
    .groupBy(users.passwordHash)
    .having(sql`count(*) > 1`);
  const candidates = await db
    .selectDistinct({ hash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(sql`lower(${users.email})`, demoEmails),
        eq(users.admin, true),
        inArray(users.passwordHash, sharedHashes),
      ),
    );
  const known: string[] = [];
  for (const { hash } of candidates) if (await verifyPassword(demoPassword, hash)) known.push(hash);
  if (known.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.passwordHash, known))
    .orderBy(users.userId);
  return rows.map((row) => row.email);
}

function warnOfDemoPasswords(log: Pick<BaseLogger, 'error'>, emails: string[]): void {
  const more = emails.length > namedInWarning ? ` and ${emails.length - namedInWarning} more` : '';
  log.error(
    `SECURITY: ${emails.length} account(s) still have the demo password ${demoPassword}, so anyone can log in ` +
      `as them: ${emails.slice(0, namedInWarning).join(', ')}${more}. Log in as each and change its password ` +
      `(/zmien-haslo) or remove the account (/usun-konto); \`npm run admin -- create <e-mail>\` gives an admin ` +
      'a new password. Demo data does not belong online: a production start begins on an empty database.',
  );
}
