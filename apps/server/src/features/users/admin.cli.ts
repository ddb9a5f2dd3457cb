// `npm run admin -- grant someone@example.com` / `revoke`: gives or takes the admin flag on the configured database.
// `npm run admin -- create someone@example.com [--random-password]`: the first admin of a new installation (or an
// existing account made an admin) with a new password, typed twice on a terminal, otherwise random and printed once.
import { resolve } from 'node:path';
import { emailField } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { openDatabaseOrExit } from '../../db/open-database-or-exit.ts';
import { users } from '../../db/schema.ts';
import { askNewPassword, randomPassword } from './admin-password.ts';
import { createAdmin } from './create-admin.ts';

const [command, address, ...flags] = process.argv.slice(2);
const email = emailField().safeParse(address ?? '');
const isRandom = flags.length === 1 && flags[0] === '--random-password';
const isKnown =
  ((command === 'grant' || command === 'revoke') && flags.length === 0) ||
  (command === 'create' && (flags.length === 0 || isRandom));
if (!isKnown || !email.success) {
  console.error('Usage: npm run admin -- grant|revoke <e-mail>');
  console.error('       npm run admin -- create <e-mail> [--random-password]');
  process.exit(2);
}

const config = loadConfig();
// Asked before the database is opened: nobody waits at a prompt while holding it.
const typed = command === 'create' && !isRandom && process.stdin.isTTY ? await askNewPassword() : undefined;
if (typed && 'problem' in typed) {
  console.error(typed.problem);
  process.exit(1);
}

const database = await openDatabaseOrExit({
  databaseUrl: config.DATABASE_URL,
  dataDir: resolve(config.DATA_DIR),
  settings: config,
});
try {
  // A no-op on a database the server has already set up; lets an admin be named before the first start.
  await migrate(database);
  if (command === 'create') await create(database.db, email.data, typed?.password);
  else await setFlag(database.db, email.data, command === 'grant');
} finally {
  await database.close();
}

async function create(db: Db, email: string, typedPassword: string | undefined) {
  const password = typedPassword ?? randomPassword();
  const { created } = await createAdmin(db, email, password);
  console.log(
    `${email}: ${created ? 'admin account created' : 'made an active admin, with a new password'}.`,
  );
  if (!typedPassword) console.log(`Password (shown only now): ${password}`);
}

async function setFlag(db: Db, email: string, admin: boolean) {
  const changed = await db
    .update(users)
    .set({ admin })
    .where(sql`lower(${users.email}) = ${email}`)
    .returning({ email: users.email });
  if (changed.length === 0) {
    console.error(`No account with the e-mail ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${changed[0]?.email}: admin ${admin ? 'granted' : 'revoked'}.`);
  }
}
