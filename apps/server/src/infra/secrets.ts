import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { storedKey } from './server-keys-store.ts';

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

function readEarlierFile(dataDir: string): Partial<Secrets> {
  const file = join(dataDir, 'secrets.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
}
