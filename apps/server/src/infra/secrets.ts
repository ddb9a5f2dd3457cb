import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The server's own keys: token signing, stored-secret encryption and captcha signing. */
export type Secrets = { jwtSecret: string; secretKey: string; captchaKey: string };

const SecretsFileSchema = z.object({ jwtSecret: z.string(), secretKey: z.string(), captchaKey: z.string() });

type SecretsSettings = { DATA_DIR: string; JWT_SECRET?: string | undefined; SECRET_KEY?: string | undefined };

/**
 * Keys from the environment when given, otherwise generated once and kept in `${DATA_DIR}/secrets.json`, so that
 * tokens, encrypted FTP passwords and captcha challenges survive a restart of `npm start` without any setup.
 */
export function loadSecrets(settings: SecretsSettings): Secrets {
  const file = join(settings.DATA_DIR, 'secrets.json');
  const stored = existsSync(file)
    ? SecretsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    : undefined;
  const persisted = stored ?? {
    jwtSecret: randomBytes(32).toString('base64url'),
    secretKey: randomBytes(32).toString('base64url'),
    captchaKey: randomBytes(32).toString('base64url'),
  };
  if (!stored) {
    mkdirSync(settings.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(persisted, null, 2), { mode: 0o600 });
  }
  return {
    jwtSecret: settings.JWT_SECRET ?? persisted.jwtSecret,
    secretKey: settings.SECRET_KEY ?? persisted.secretKey,
    captchaKey: persisted.captchaKey,
  };
}
