import { join } from 'node:path';
import { importAdminMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { importRuns } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { archivePackage, homeFolder, importWaiting } from './home-folder.ts';
import { type ImportContext, type ImportOutcome, importPackage } from './import-package.ts';
import { archiveFolders, packageHash } from './open-package.ts';

/**
 * An admin's retry of a run's package after a fix ('Importuj ponownie' on /admin/importy, `npm run import -- --run
 * N`). A package still waiting in the home folder (its run cut by a crash) goes in with the packages delivered after
 * it; an archived one (failed/, processed/) is imported again from there, only the offers the run left out for a
 * cause of ours (every offer not placed since, when the run did not get through). Either way the file must still
 * hold the run's content.
 */
export async function importRunAgain(context: ImportContext, runId: number): Promise<ImportOutcome[]> {
  const [run] = await context.db
    .select({
      integrationId: importRuns.integrationId,
      fileName: importRuns.fileName,
      hash: importRuns.contentHash,
    })
    .from(importRuns)
    .where(eq(importRuns.runId, runId));
  if (!run) throw notFound(importAdminMessages.runMissing);
  const folder = homeFolder(context.config.ftpDir, run.integrationId);
  const holdsRun = async (path: string) => (await packageHash(path).catch(() => null)) === run.hash;
  if (await holdsRun(join(folder, run.fileName))) return importWaiting(context, run.integrationId);
  for (const archive of archiveFolders.map((name) => join(folder, name))) {
    const path = join(archive, run.fileName);
    if (!(await holdsRun(path))) continue;
    const outcome = await importPackage(context, run.integrationId, path, { retryOf: runId });
    if (outcome.status !== 'busy') await archivePackage(folder, path, outcome.status === 'failed');
    return [outcome];
  }
  throw notFound(importAdminMessages.packageGone);
}
