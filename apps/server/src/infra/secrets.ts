import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';

/** The server's own keys: token signing, stored-secret encryption and upload signing, captcha signing. */
export type Secrets = { jwtSecret: string; secretKey: string; captchaKey: string };

type SecretName = keyof Secrets;
type SecretsSettings = {
  DATA_DIR: string;
  JWT_SECRET?: string | undefined;
  SECRET_KEY?: string | undefined;
  CAPTCHA_KEY?: string | undefined;
};

const variables = { jwtSecret: 'JWT_SECRET', secretKey: 'SECRET_KEY', captchaKey: 'CAPTCHA_KEY' } as const;

/**
 * Each key from the environment when given, otherwise from the database, where the first instance to start
 * generates it: every instance on one database signs and verifies with the same keys, and no key lives on one
 * instance's disk. Keys that an earlier version generated into `${DATA_DIR}/secrets.json` are taken over, so that
 * its sessions and encrypted FTP passwords keep working.
 */
export async function loadSecrets(db: Db, settings: SecretsSettings): Promise<Secrets> {
  const earlier = readEarlierFile(settings.DATA_DIR);
  const keys = await Promise.all(
    (Object.keys(variables) as SecretName[]).map(
      async (name) =>
        [name, settings[variables[name]] ?? (await storedKey(db, name, earlier[name]))] as const,
    ),
  );
  return Object.fromEntries(keys) as Secrets;
}

/** Inserted only when missing, then read: of instances starting together, the first insert wins for all. */
async function storedKey(db: Db, name: SecretName, initial = randomBytes(32).toString('base64url')) {
  await db.insert(serverSecrets).values({ name, value: initial }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server key ${name} could not be stored`);
  return row.value;
}

function readEarlierFile(dataDir: string): Partial<Secrets> {
  const file = join(dataDir, 'secrets.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
}
