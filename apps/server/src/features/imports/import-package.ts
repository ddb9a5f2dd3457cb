import { basename } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportRunOutcome, IntegrationType } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { runOnceAcrossInstances } from '../../db/run-once.ts';
import { importRuns, integrations } from '../../db/schema.ts';
import {
  consoleLog,
  ImportProblem,
  interruptedRun,
  type OperatorLog,
  offerReason,
  problemLine,
  unexpectedOfferError,
  unexpectedPackageError,
} from './import-problems.ts';
import { placeLocator } from './locate-offer.ts';
import { type OpenedPackage, openPackage, packageHash } from './open-package.ts';
import { parsePackageAside } from './parse-aside.ts';
import { endDeadRuns, type RunCounts, startHeartbeat } from './run-heartbeat.ts';
import { type ImportTarget, syncOffer } from './sync-offer.ts';
import { reconcileFullExport, relink, withdrawByIds } from './withdraw-offers.ts';

/** One package's outcome, as the admin's 'Importuj teraz' answers it. */
export type ImportOutcome = ImportRunOutcome;

export type ImportContext = Pick<Context, 'config' | 'db' | 'storage'> & { log?: OperatorLog };

export type ImportOptions = {
  /** When the CRM delivered the package (its file's time); now by default. */
  receivedAt?: Date;
  /**
   * An admin's retry of a package imported before: it runs again whatever ran before, and only its offers without
   * an ad yet go in. Ads, withdrawals and full-export reconciliation are left to the packages that came since.
   */
  again?: boolean;
};

const maxProblems = 200;

/**
 * Imports one delivered package of an integration: once per content hash (a run that finished), one instance at a
 * time per integration, each offer in its own transaction so that a bad one is reported and the others go in.
 * Records the run, with a heartbeat while it works.
 */
export async function importPackage(
  context: ImportContext,
  integrationId: number,
  path: string,
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const { db } = context;
  const [integration] = await db
    .select()
    .from(integrations)
    .where(eq(integrations.integrationId, integrationId));
  if (!integration) throw new Error(`integracja ${integrationId} nie istnieje`);
  const target = { integrationId, userId: integration.userId, system: integration.type };
  const opened = await openPackage(path).catch((error: unknown) => ({ error }));
  const contentHash = 'error' in opened ? await packageHash(path) : opened.contentHash;
  const run = { fileName: basename(path), contentHash, receivedAt: options.receivedAt ?? new Date() };
  const runId = await claimRun(context, target, run, options.again === true);
  if (typeof runId !== 'number') {
    if (!('error' in opened)) opened.close();
    return { status: runId };
  }
  const counts: RunCounts = { added: 0, updated: 0, withdrawn: 0, failed: 0 };
  const problems: string[] = [];
  const heartbeat = startHeartbeat(db, runId, context.config.IMPORT_HEARTBEAT_SECONDS, () => counts);
  const log = context.log ?? consoleLog;
  let status: 'done' | 'failed' = 'done';
  try {
    if ('error' in opened) throw opened.error;
    const isLost = () => heartbeat.lost;
    await applyPackage(
      { context, target, runId, counts, problems, log, isLost, again: options.again === true },
      opened,
    );
  } catch (error) {
    status = 'failed';
    problems.push(problemLine(error, unexpectedPackageError, log, { runId, path }));
  } finally {
    await heartbeat.stop();
    if (!('error' in opened)) opened.close();
  }
  const [recorded] = await db
    .update(importRuns)
    .set({ status, ...counts, problems: problems.slice(0, maxProblems), finishedAt: new Date() })
    .where(and(eq(importRuns.runId, runId), eq(importRuns.status, 'running')))
    .returning({ runId: importRuns.runId });
  // Another instance took this run for dead and ended it: the package is its to import again, where it lies.
  if (!recorded) return { status: 'busy' };
  return { status, runId, ...counts, problems };
}

/** One run at work: where it writes, what it has done so far, and whether another instance ended it. */
type Work = {
  context: ImportContext;
  target: ImportTarget;
  runId: number;
  counts: RunCounts;
  problems: string[];
  log: OperatorLog;
  isLost: () => boolean;
  again: boolean;
};

/** What the package asks for: relinks, offers one by one, withdrawals, a full export's reconciliation. */
async function applyPackage(work: Work, opened: OpenedPackage): Promise<void> {
  const { context, target, runId, counts, problems, again } = work;
  const { db } = context;
  const pkg = await parsePackageAside(target.system as IntegrationType, opened.xmlFiles);
  problems.push(...pkg.problems);
  counts.failed += pkg.problems.length;
  if (!again) await relink(db, target, pkg.relinks);
  const services = { ...context, locate: placeLocator(db) };
  for (const offer of pkg.offers) {
    // On the embedded database every query runs on this thread: a turn of the event loop between offers lets the
    // visitors' requests in, instead of queueing them behind the whole package.
    await nextTurn();
    if (work.isLost()) throw new ImportProblem(interruptedRun);
    try {
      const { result, note } = await syncOffer(services, target, offer, opened.photo, again);
      if (result !== 'unchanged') counts[result]++;
      if (note) problems.push(offerReason(offer.externalId, note));
    } catch (error) {
      counts.failed++;
      problems.push(problemLine(error, unexpectedOfferError(offer.externalId), work.log, { runId }));
    }
  }
  if (again) return;
  counts.withdrawn += await withdrawByIds(db, target, pkg.withdrawals);
  const full = await reconcileFullExport(db, target, pkg, runId);
  counts.withdrawn += full.withdrawn;
  if (full.held > 0) problems.push(`wycofanie ${full.held} ogłoszeń czeka na decyzję administratora`);
}

/**
 * Claims the package for this instance: 'duplicate' when a run of the same content finished before (unless `again`),
 * 'busy' while another run of the integration is alive. Runs of the integration whose heartbeat stopped are ended
 * first, so that a crash holds nothing up for longer than a few heartbeats.
 */
async function claimRun(
  { db, config }: ImportContext,
  { integrationId }: ImportTarget,
  run: { fileName: string; contentHash: string; receivedAt: Date },
  again: boolean,
): Promise<number | 'duplicate' | 'busy'> {
  return runOnceAcrossInstances(db, 0x1f7000 + integrationId, async (tx) => {
    await endDeadRuns(tx, config.IMPORT_HEARTBEAT_SECONDS, integrationId);
    const ofIntegration = eq(importRuns.integrationId, integrationId);
    const [done] = again
      ? []
      : await tx
          .select({ runId: importRuns.runId })
          .from(importRuns)
          .where(
            and(ofIntegration, eq(importRuns.contentHash, run.contentHash), eq(importRuns.status, 'done')),
          );
    if (done) return 'duplicate' as const;
    const [running] = await tx
      .select({ runId: importRuns.runId })
      .from(importRuns)
      .where(and(ofIntegration, eq(importRuns.status, 'running')));
    if (running) return 'busy' as const;
    const [claimed] = await tx
      .insert(importRuns)
      .values({ integrationId, ...run, status: 'running' })
      .returning({ runId: importRuns.runId });
    return claimed!.runId;
  });
}
