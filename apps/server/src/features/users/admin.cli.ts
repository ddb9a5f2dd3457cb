// `npm run admin -- grant someone@example.com` / `revoke`: gives or takes the admin flag on the configured database.
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { users } from '../../db/schema.ts';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant|revoke <e-mail>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
try {
  // A no-op on a database the server has already set up; lets an admin be named before the first start.
  await migrate(database);
  const changed = await database.db
    .update(users)
    .set({ admin: command === 'grant' })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning({ email: users.email });
  if (changed.length === 0) {
    console.error(`No account with the e-mail ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${changed[0]?.email}: admin ${command === 'grant' ? 'granted' : 'revoked'}.`);
  }
} finally {
  await database.close();
}
