import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportFormat, ImportRunOutcome, IntegrationType } from '@portal/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { runOnceAcrossInstances, runUnderLock } from '../../db/run-once.ts';
import { importRuns, integrations } from '../../db/schema.ts';
import {
  consoleLog,
  ImportProblem,
  interruptedRun,
  isShownProblem,
  type OperatorLog,
  offerReason,
  problemLine,
  unexpectedOfferError,
  unexpectedPackageError,
} from './import-problems.ts';
import { placeLocator } from './locate-offer.ts';
import { type OpenedPackage, openPackage, packageHash } from './open-package.ts';
import { parsePackageAside } from './parse-aside.ts';
import { refusalLines } from './refused-offers.ts';
import { endDeadRuns, type RunCounts, startHeartbeat } from './run-heartbeat.ts';
import { type ImportTarget, type Retry, syncOffer } from './sync-offer.ts';
import { reconcileFullExport, relink, withdrawByIds } from './withdraw-offers.ts';

/** One package's outcome, as the admin's 'Importuj teraz' answers it. */
export type ImportOutcome = ImportRunOutcome;

export type ImportContext = Pick<Context, 'config' | 'db' | 'storage'> & { log?: OperatorLog };

export type ImportOptions = {
  /** When the CRM delivered the package (its file's time); now by default. */
  receivedAt?: Date;
  /**
   * An admin's retry of this run ('Importuj ponownie'): its package again, only the offers the run left out for a
   * cause of ours. Ads, withdrawals and full-export reconciliation are left to the packages that came since.
   */
  retryOf?: number;
  /**
   * A package lying in the integration's FTP folder, and how to move it to processed/ or failed/. It is claimed only
   * while it still lies there, and moved in the same step that ends its run, both under the integration's lock: no
   * other claimant (the schedule, 'Importuj teraz', another instance) takes it again, nor sees it ended but there.
   */
  delivered?: { archive: (failed: boolean) => Promise<void> };
};

const maxProblems = 200;

/**
 * Imports one delivered package of an integration, one instance at a time per integration, each offer in its own
 * transaction so that a bad one is reported and the others go in. Records the run, with a heartbeat while it works:
 * 'done' when every offer went in or was skipped for a reason in the file, 'partial' when some failed for a cause of
 * ours (they wait for a retry), 'failed' when the package did not get through. Content imported in full before is
 * recorded as a 'duplicate' of that run; content imported in part before completes that run's package.
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
  const { delivered } = options;
  const contentHash =
    'error' in opened
      ? await packageHash(path).catch((error: unknown) => {
          if (delivered) return null;
          throw error;
        })
      : opened.contentHash;
  // A delivery taken away meanwhile: another claimant has it.
  if (contentHash === null) return { status: 'busy' };
  const run = { fileName: basename(path), contentHash, receivedAt: options.receivedAt ?? new Date() };
  const claim = await claimRun(
    context,
    target,
    run,
    options.retryOf,
    delivered && { ...delivered, stillThere: () => liesThere(path, run.receivedAt) },
  );
  if (typeof claim === 'string') {
    if (!('error' in opened)) opened.close();
    return { status: claim };
  }
  const { runId, retry } = claim;
  const counts: RunCounts = { added: 0, updated: 0, withdrawn: 0, failed: 0, offersDone: 0 };
  const problems: string[] = [];
  const pending: string[] = [];
  const heartbeat = startHeartbeat(db, runId, context.config.IMPORT_HEARTBEAT_SECONDS, () => counts);
  const log = context.log ?? consoleLog;
  let failed = false;
  try {
    if ('error' in opened) throw opened.error;
    const isLost = () => heartbeat.lost;
    const format = integration.format as ImportFormat;
    await applyPackage(
      { context, target, format, runId, counts, problems, pending, log, isLost, retry },
      opened,
    );
  } catch (error) {
    failed = true;
    problems.push(problemLine(error, unexpectedPackageError, log, { runId, path }));
  } finally {
    await heartbeat.stop();
    if (!('error' in opened)) opened.close();
  }
  const status = failed ? 'failed' : pending.length > 0 ? 'partial' : 'done';
  const recorded = await runUnderLock(db, integrationLock(integrationId), async (tx) => {
    const [ended] = await tx
      .update(importRuns)
      .set({
        status,
        ...counts,
        problems: shownProblems(problems),
        // A package that did not get through keeps what was pending when it started: all of it, or a retry's list.
        ...(failed ? {} : { pendingOffers: pending }),
        finishedAt: new Date(),
      })
      .where(and(eq(importRuns.runId, runId), eq(importRuns.status, 'running')))
      .returning({ runId: importRuns.runId });
    if (ended) await options.delivered?.archive(failed);
    return ended;
  });
  // Another instance took this run for dead and ended it: the package is its to import again, where it lies.
  if (!recorded) return { status: 'busy' };
  const { offersDone: _done, ...shown } = counts;
  return { status, runId, ...shown, problems };
}

/** Whether the delivery is still in the FTP folder as it was listed: not moved away, not replaced by a new upload. */
const liesThere = (path: string, receivedAt: Date) =>
  stat(path).then(
    (info) => info.mtime.getTime() === receivedAt.getTime(),
    () => false,
  );

// One lock per integration: its packages are claimed and ended one at a time across instances.
const integrationLock = (integrationId: number) => 0x1f7000 + integrationId;

/** One run at work: where it writes, what it has done so far, and whether another instance ended it. */
type Work = {
  context: ImportContext;
  target: ImportTarget;
  /** The integration's format setting. */
  format: ImportFormat;
  runId: number;
  counts: RunCounts;
  problems: string[];
  /** The offers that failed for a cause of ours, by CRM id. */
  pending: string[];
  log: OperatorLog;
  isLost: () => boolean;
  retry: Retry | null;
};

/**
 * What the package asks for: relinks, offers one by one, withdrawals, a full export's reconciliation. A retry redoes
 * only the offers its run left out (all of them when that run did not get through), nothing else.
 */
async function applyPackage(work: Work, opened: OpenedPackage): Promise<void> {
  const { context, target, runId, counts, problems, retry } = work;
  const { db } = context;
  const pkg = await parsePackageAside(target.system as IntegrationType, opened.xmlFiles, work.format);
  const whole = retry?.pending == null;
  if (whole) {
    problems.push(...pkg.problems, ...(await refusalLines(db, target, pkg.refusals)), ...(pkg.notes ?? []));
    counts.failed += pkg.problems.length + pkg.refusals.length;
  }
  if (!retry) await relink(db, target, pkg.relinks);
  const services = { ...context, locate: placeLocator(db) };
  const wanted = retry?.pending ? new Set(retry.pending) : null;
  const offers = wanted ? pkg.offers.filter((o) => wanted.has(o.externalId)) : pkg.offers;
  // The admin follows a long run by its offers done of these; the heartbeat writes how many are done.
  await db.update(importRuns).set({ offersTotal: offers.length }).where(eq(importRuns.runId, runId));
  for (const offer of offers) {
    // On the embedded database every query runs on this thread: a turn of the event loop between offers lets the
    // visitors' requests in, instead of queueing them behind the whole package.
    await nextTurn();
    if (work.isLost()) throw new ImportProblem(interruptedRun);
    try {
      const { result, notes } = await syncOffer(services, target, offer, opened.photo, retry);
      if (result !== 'unchanged') counts[result]++;
      problems.push(...notes.map((note) => offerReason(offer.externalId, note)));
    } catch (error) {
      counts.failed++;
      problems.push(problemLine(error, unexpectedOfferError(offer.externalId), work.log, { runId }));
      // A reason the file gives (no place it names) stays until the CRM changes the offer; anything else is ours.
      if (!isShownProblem(error)) work.pending.push(offer.externalId);
    }
    counts.offersDone++;
  }
  if (retry) return;
  counts.withdrawn += await withdrawByIds(db, target, pkg.withdrawals);
  const full = await reconcileFullExport(db, target, pkg, runId);
  counts.withdrawn += full.withdrawn;
  if (full.held > 0) problems.push(`wycofanie ${full.held} ogłoszeń czeka na decyzję administratora`);
}

/** The first problems of a run, and how many more there were: a broken export would fill the run list. */
function shownProblems(problems: string[]): string[] {
  if (problems.length <= maxProblems) return problems;
  return [
    ...problems.slice(0, maxProblems - 1),
    `pominięto kolejne uwagi: ${problems.length - maxProblems + 1}`,
  ];
}

type Claim = { runId: number; retry: Retry | null };

/**
 * Claims the package for this instance, answering 'busy' while another run of the integration is alive. Content
 * that a run imported in full is recorded as a duplicate of that run; content a run imported in part (and
 * `retryOf`, an admin's retry) makes a retry of that run. Runs of the integration whose heartbeat stopped are ended
 * first, so that a crash holds nothing up for longer than a few heartbeats.
 */
async function claimRun(
  { db, config }: ImportContext,
  { integrationId }: ImportTarget,
  run: { fileName: string; contentHash: string; receivedAt: Date },
  retryOf: number | undefined,
  delivered: (ImportOptions['delivered'] & { stillThere: () => Promise<boolean> }) | undefined,
): Promise<Claim | 'duplicate' | 'busy'> {
  return runOnceAcrossInstances(db, integrationLock(integrationId), async (tx) => {
    // Ended and moved away by another claimant since this one listed it: nothing is left to do with it.
    if (delivered && !(await delivered.stillThere())) return 'busy' as const;
    await endDeadRuns(tx, config.IMPORT_HEARTBEAT_SECONDS, integrationId);
    const ofIntegration = eq(importRuns.integrationId, integrationId);
    const [earlier] = await tx
      .select()
      .from(importRuns)
      .where(
        retryOf === undefined
          ? and(
              ofIntegration,
              eq(importRuns.contentHash, run.contentHash),
              inArray(importRuns.status, ['done', 'partial', 'failed']),
            )
          : and(ofIntegration, eq(importRuns.runId, retryOf)),
      )
      .orderBy(desc(importRuns.startedAt), desc(importRuns.runId))
      .limit(1);
    const repeatsRunId = earlier?.runId ?? null;
    if (retryOf === undefined && earlier?.status === 'done') {
      await tx
        .insert(importRuns)
        .values({ integrationId, ...run, status: 'duplicate', repeatsRunId, finishedAt: new Date() });
      await delivered?.archive(false);
      return 'duplicate' as const;
    }
    const [running] = await tx
      .select({ runId: importRuns.runId })
      .from(importRuns)
      .where(and(ofIntegration, eq(importRuns.status, 'running')));
    if (running) return 'busy' as const;
    // A package that failed as a whole is imported anew when it comes again; one imported in part is completed.
    const retry =
      earlier && (retryOf !== undefined || earlier.status === 'partial')
        ? { pending: earlier.pendingOffers, since: earlier.startedAt }
        : null;
    const [claimed] = await tx
      .insert(importRuns)
      .values({
        integrationId,
        ...run,
        status: 'running',
        repeatsRunId,
        pendingOffers: retry?.pending ?? null,
      })
      .returning({ runId: importRuns.runId });
    return { runId: claimed!.runId, retry };
  });
}
