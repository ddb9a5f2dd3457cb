import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrations } from '../../db/schema.ts';
import { decryptSecret } from '../../infra/secret-box.ts';
import { homeFolder } from './home-folder.ts';

export type FtpAccount = { integrationId: number; root: string };

// Digests have one length, so timingSafeEqual never throws and the time does not depend on the password's length.
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Checks an integration's FTP credentials (the login case-insensitively, the stored password decrypted and compared
 * in constant time) and answers its home folder, created on first use; undefined when they do not match.
 */
export function integrationLogin(db: Db, secretKey: string, ftpDir: string) {
  return async (login: string, password: string): Promise<FtpAccount | undefined> => {
    const [row] = await db
      .select()
      .from(integrations)
      .where(eq(integrations.ftpLogin, login.trim().toLowerCase()));
    // An unknown login costs the same comparison as a known one.
    const expected = row ? decryptSecret(row.ftpPasswordEncrypted, secretKey) : '';
    const matches = timingSafeEqual(digest(expected), digest(password));
    if (!row || !matches) return undefined;
    const root = homeFolder(ftpDir, row.integrationId);
    await mkdir(root, { recursive: true });
    return { integrationId: row.integrationId, root };
  };
}
