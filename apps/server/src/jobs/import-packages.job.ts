import { readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Context } from '../context.ts';
import { hasArrived } from '../features/imports/delivery.ts';
import { homeFolder, importWaiting } from '../features/imports/home-folder.ts';
import type { ImportOutcome } from '../features/imports/import-package.ts';
import { integrationIds } from '../features/imports/integrations.ts';
import { archiveFolders, listTree } from '../features/imports/open-package.ts';
import { endDeadRuns } from '../features/imports/run-heartbeat.ts';
import { mailSilentIntegrations } from '../features/imports/silent-integrations.ts';

export type ImportJobSettings = { settleSeconds: number; keepDays: number };
export type ImportJobReport = {
  packages: number;
  failed: number;
  /** Packages by outcome: done, failed, duplicate. */
  outcomes: Record<string, number>;
  removed?: number;
  silent?: number;
};
type ImportContext = Pick<Context, 'config' | 'db' | 'storage'>;

const day = 86_400_000;

/**
 * The scheduled import of FTP deliveries. Every minute: the packages of each integration whose upload has
 * settled — untouched for settleSeconds and the same files and sizes as at the previous scan — in order of delivery.
 * At night: whatever still waits, without the second look, then archives older than keepDays are deleted, and the
 * admins get an e-mail when an integration has gone silent (flagged also to those who do not look).
 * Several instances may run it: importPackage takes a lock per integration and skips a package imported before.
 * Each run first ends the runs cut by a crash (their heartbeat stopped), so that their packages go in again.
 */
export function importPackagesJob(context: ImportContext, settings: ImportJobSettings) {
  // What each waiting package looked like at the previous scan, in this process.
  let previous = new Map<string, string>();

  const everyIntegration = async (pick?: (waiting: string[]) => Promise<string[]>, now = Date.now()) => {
    const settledBefore = now - settings.settleSeconds * 1000;
    await endDeadRuns(context.db, context.config.IMPORT_HEARTBEAT_SECONDS);
    const outcomes: ImportOutcome[] = [];
    for (const integrationId of await integrationIds(context.db)) {
      outcomes.push(...(await importWaiting(context, integrationId, settledBefore, pick)));
    }
    return outcomes;
  };

  return {
    async everyMinute(now = Date.now()): Promise<ImportJobReport> {
      const seen = new Map<string, string>();
      const outcomes = await everyIntegration(async (waiting) => {
        const looks = await Promise.all(waiting.map(lookOf));
        const arrived = await Promise.all(waiting.map(hasArrived));
        for (const [i, path] of waiting.entries()) seen.set(path, looks[i]!);
        // A package still changing or not all there holds back the later ones too, so that they go in in order.
        const changing = waiting.findIndex((path, i) => previous.get(path) !== looks[i] || !arrived[i]);
        return changing === -1 ? waiting : waiting.slice(0, changing);
      }, now);
      previous = seen;
      return reportOf(outcomes);
    },

    async nightly(now = Date.now()): Promise<ImportJobReport> {
      const outcomes = await everyIntegration(undefined, now);
      let removed = 0;
      for (const integrationId of await integrationIds(context.db)) {
        removed += await removeOldArchives(
          homeFolder(context.config.ftpDir, integrationId),
          now - settings.keepDays * day,
        );
      }
      const silent = await mailSilentIntegrations(context, new Date(now));
      return { ...reportOf(outcomes), removed, silent };
    },
  };
}

/**
 * Names, sizes and times of a package's files: the ZIP or XML itself, or for an ASARI manifest every file of the
 * folder (its offer files and the photo subfolders are uploaded around it).
 */
async function lookOf(path: string): Promise<string> {
  const files = /_CFG\.xml$/i.test(basename(path)) ? await listTree(dirname(path)) : [path];
  const looks = await Promise.all(
    files.sort().map(async (file) => {
      const info = await stat(file).catch(() => undefined);
      return `${file}:${info?.size}:${info?.mtimeMs}`;
    }),
  );
  return looks.join('|');
}

/** Deletes processed and failed packages delivered before the cut-off; answers how many. */
async function removeOldArchives(folder: string, before: number): Promise<number> {
  let removed = 0;
  for (const archive of archiveFolders.map((name) => join(folder, name))) {
    for (const name of await readdir(archive).catch(() => [])) {
      const path = join(archive, name);
      const info = await stat(path).catch(() => undefined);
      if (!info || info.mtimeMs >= before) continue;
      await rm(path, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

function reportOf(outcomes: ImportOutcome[]): ImportJobReport {
  const byStatus: Record<string, number> = {};
  for (const { status } of outcomes) byStatus[status] = (byStatus[status] ?? 0) + 1;
  return { packages: outcomes.length, failed: byStatus.failed ?? 0, outcomes: byStatus };
}
