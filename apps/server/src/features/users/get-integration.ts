import type { Integration } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { importRuns, integrations } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { decryptSecret } from '../../infra/secret-box.ts';
import { integrationHealth, toImportRun } from '../imports/index.ts';

const shownRuns = 10;

/**
 * The company's own FTP access, with the password decrypted so that /integracja can show it, where to connect
 * (the FTP server offers passive mode only, which works behind NAT), what of its offers is online and its last
 * import runs.
 */
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
  const runs = await context.db
    .select()
    .from(importRuns)
    .where(eq(importRuns.integrationId, integrationId))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.runId))
    .limit(shownRuns);
  const { offers, placesNothing } = (await integrationHealth(context.db, integrationId))(integrationId);
  return {
    type: row.type as Integration['type'],
    ftpLogin: row.ftpLogin,
    ftpPassword: decryptSecret(row.ftpPasswordEncrypted, context.secrets.secretKey),
    ftp: { host: context.config.FTP_PUBLIC_HOST, port: context.config.FTP_PORT, passive: true },
    offers,
    placesNothing,
    runs: runs.map(toImportRun),
  };
}
