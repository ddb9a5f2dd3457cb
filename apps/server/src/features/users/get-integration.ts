import type { Integration } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { integrations } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { decryptSecret } from '../../infra/secret-box.ts';

/** The company's own FTP access, with the password decrypted so that /integracja can show it. */
export async function getIntegration(
  context: Context,
  userId: number,
  integrationId: number,
): Promise<Integration> {
  const [row] = await context.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.integrationId, integrationId), eq(integrations.userId, userId)));
  if (!row) throw notFound();
  return {
    type: row.type as Integration['type'],
    ftpLogin: row.ftpLogin,
    ftpPassword: decryptSecret(row.ftpPasswordEncrypted, context.secrets.secretKey),
  };
}
