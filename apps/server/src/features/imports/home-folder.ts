import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { isExportPart, recordDelivery } from './delivery.ts';
import { type ImportContext, type ImportOutcome, importPackage } from './import-package.ts';
import { openPackage } from './open-package.ts';
import { byExportTime, type WaitingPackage } from './package-order.ts';

/** The integration's FTP home: the only folder its CRM sees. */
export const homeFolder = (ftpDir: string, integrationId: number) => join(ftpDir, String(integrationId));

/**
 * Packages waiting in the home folder, oldest export first (package-order.ts): ZIPs and XML files at the top level (an ASARI
 * manifest stands for its export; its offer files and definitions go with it). Without `settledBefore` (the
 * admin's 'Importuj teraz', the command) every one there, also one written in this very millisecond.
 */
export async function waitingPackages(
  folder: string,
  settledBefore = Number.POSITIVE_INFINITY,
): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => e.name);
  const manifests = files.filter((name) => /_CFG\.xml$/i.test(name));
  const stems = manifests.map((name) => name.replace(/_CFG\.xml$/i, '_'));
  const candidates = files.filter(
    (name) =>
      /\.zip$/i.test(name) ||
      (/\.xml$/i.test(name) &&
        !/^defini(c)?tions\.xml$/i.test(name) &&
        !isExportPart(name) &&
        !stems.some((stem) => name.startsWith(stem) && !manifests.includes(name))),
  );
  const timed = await Promise.all(
    candidates.map(async (name) => ({
      path: join(folder, name),
      name,
      // Gone since the listing when undefined: another instance's import took it meanwhile.
      mtime: (await stat(join(folder, name)).catch(() => undefined))?.mtimeMs,
    })),
  );
  return timed
    .filter((file): file is WaitingPackage => file.mtime !== undefined && file.mtime <= settledBefore)
    .sort(byExportTime)
    .map((file) => file.path);
}

/**
 * Imports every settled package of an integration in order and moves each to processed/ or failed/. Every package
 * handled counts as a delivery, a repeat of an earlier one and a broken one too: the CRM is alive. `pick` may
 * keep only the first few of the waiting packages (the scheduled job leaves out those still being uploaded).
 */
export async function importWaiting(
  context: ImportContext,
  integrationId: number,
  settledBefore?: number,
  pick: (waiting: string[]) => Promise<string[]> = async (waiting) => waiting,
): Promise<ImportOutcome[]> {
  const folder = homeFolder(context.config.ftpDir, integrationId);
  const outcomes: ImportOutcome[] = [];
  for (const path of await pick(await waitingPackages(folder, settledBefore))) {
    const delivered = await stat(path).catch(() => undefined);
    // Taken meanwhile by another instance's import.
    if (!delivered) continue;
    // Delivered when the CRM's upload last touched it, not when the import got round to it.
    const receivedAt = delivered.mtime;
    const outcome = await importPackage(context, integrationId, path, {
      receivedAt,
      delivered: { archive: (failed) => archivePackage(folder, path, failed) },
    });
    // Another instance holds this integration or took this package: stop here, so that packages keep their order.
    if (outcome.status === 'busy') break;
    await recordDelivery(context.db, integrationId, receivedAt);
    outcomes.push(outcome);
  }
  return outcomes;
}

/** Moves a handled package (an ASARI export: its manifest and offer files) to processed/ or failed/. */
export async function archivePackage(folder: string, path: string, failed: boolean): Promise<void> {
  const members = await openPackage(path)
    .then((opened) => {
      opened.close();
      return opened.paths;
    })
    .catch(() => [path]);
  const archive = join(folder, failed ? 'failed' : 'processed');
  await mkdir(archive, { recursive: true });
  for (const member of members) await rename(member, join(archive, basename(member))).catch(() => {});
}
