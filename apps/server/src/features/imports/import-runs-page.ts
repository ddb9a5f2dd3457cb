import { type AdminImportRunPage, importRunsPerPage } from '@portal/domain';
import { and, count, desc, eq, getTableColumns, max, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { importRuns, integrations } from '../../db/schema.ts';
import { toImportRun } from './import-run-view.ts';

/**
 * One page of import runs, newest first, of every integration or of one, each with the run that retried it since.
 * A page past the end is empty rather than an error: runs are added while the admin pages through them.
 */
export async function importRunsPage(
  db: Db,
  query: { page: number; integrationId: number | null },
): Promise<AdminImportRunPage> {
  const only = query.integrationId === null ? undefined : eq(importRuns.integrationId, query.integrationId);
  const [total] = await db.select({ total: count() }).from(importRuns).where(only);
  const later = alias(importRuns, 'later');
  const retriedBy = db
    .select({ runId: max(later.runId) })
    .from(later)
    .where(and(eq(later.repeatsRunId, importRuns.runId), ne(later.status, 'duplicate')));
  const rows = await db
    .select({
      run: getTableColumns(importRuns),
      ftpLogin: integrations.ftpLogin,
      retriedByRunId: sql<number | null>`(${retriedBy})`,
    })
    .from(importRuns)
    .innerJoin(integrations, eq(integrations.integrationId, importRuns.integrationId))
    .where(only)
    .orderBy(desc(importRuns.startedAt), desc(importRuns.runId))
    .limit(importRunsPerPage)
    .offset((query.page - 1) * importRunsPerPage);
  return {
    runs: rows.map(({ run, ftpLogin, retriedByRunId }) => ({
      ...toImportRun(run),
      integrationId: run.integrationId,
      ftpLogin,
      startedAt: run.startedAt.toISOString(),
      retriedByRunId,
      offersTotal: run.offersTotal,
      offersDone: run.offersDone,
    })),
    page: query.page,
    pages: Math.ceil((total?.total ?? 0) / importRunsPerPage),
  };
}
