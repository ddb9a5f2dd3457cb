import { type AdminImportRunPage, importRunsPerPage } from '@portal/domain';
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importRuns, integrations } from '../../db/schema.ts';
import { toImportRun } from './import-run-view.ts';

/**
 * One page of import runs, newest first, of every integration or of one. A page past the end is empty rather than
 * an error: runs are added while the admin pages through them.
 */
export async function importRunsPage(
  db: Db,
  query: { page: number; integrationId: number | null },
): Promise<AdminImportRunPage> {
  const only = query.integrationId === null ? undefined : eq(importRuns.integrationId, query.integrationId);
  const [total] = await db.select({ total: count() }).from(importRuns).where(only);
  const rows = await db
    .select({ run: getTableColumns(importRuns), ftpLogin: integrations.ftpLogin })
    .from(importRuns)
    .innerJoin(integrations, eq(integrations.integrationId, importRuns.integrationId))
    .where(only)
    .orderBy(desc(importRuns.startedAt), desc(importRuns.runId))
    .limit(importRunsPerPage)
    .offset((query.page - 1) * importRunsPerPage);
  return {
    runs: rows.map(({ run, ftpLogin }) => ({
      ...toImportRun(run),
      integrationId: run.integrationId,
      ftpLogin,
      startedAt: run.startedAt.toISOString(),
    })),
    page: query.page,
    pages: Math.ceil((total?.total ?? 0) / importRunsPerPage),
  };
}
