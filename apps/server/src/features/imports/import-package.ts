import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ImportRunOutcome, IntegrationType } from '@portal/domain';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { importRuns, integrations } from '../../db/schema.ts';
import { runOnceAcrossInstances } from '../../jobs/run-once.ts';
import { openPackage } from './open-package.ts';
import { parsePackage } from './parse-package.ts';
import { syncOffer } from './sync-offer.ts';
import { reconcileFullExport, relink, withdrawByIds } from './withdraw-offers.ts';

/** One package's outcome, as the admin's 'Importuj teraz' answers it. */
export type ImportOutcome = ImportRunOutcome;

// A run still 'running' after this long was cut by a crash; another instance may then take the integration over.
const leaseMs = 2 * 60 * 60 * 1000;
const maxProblems = 200;

/**
 * Imports one delivered package of an integration: once per content hash, one instance at a time per integration,
 * each offer in its own transaction so that a bad one is reported and the others go in. Records the run.
 */
export async function importPackage(
  context: Pick<Context, 'db' | 'storage'>,
  integrationId: number,
  path: string,
  receivedAt = new Date(),
): Promise<ImportOutcome> {
  const { db } = context;
  const [integration] = await db
    .select()
    .from(integrations)
    .where(eq(integrations.integrationId, integrationId));
  if (!integration) throw new Error(`integracja ${integrationId} nie istnieje`);
  const target = { integrationId, userId: integration.userId, system: integration.type };
  const opened = await openPackage(path).catch((error: Error) => error);
  const contentHash = opened instanceof Error ? await hashFile(path) : opened.contentHash;
  const runId = await claimRun(context, integrationId, basename(path), contentHash, receivedAt);
  if (typeof runId !== 'number') {
    if (!(opened instanceof Error)) opened.close();
    return { status: runId };
  }
  const counts = { added: 0, updated: 0, withdrawn: 0, failed: 0 };
  const problems: string[] = [];
  let status: 'done' | 'failed' = 'done';
  try {
    if (opened instanceof Error) throw opened;
    const pkg = parsePackage(integration.type as IntegrationType, opened.xmlFiles);
    problems.push(...pkg.problems);
    counts.failed += pkg.problems.length;
    await relink(db, target, pkg.relinks);
    for (const offer of pkg.offers) {
      try {
        const result = await syncOffer(context, target, offer, opened.photo);
        if (result !== 'unchanged') counts[result]++;
      } catch (error) {
        counts.failed++;
        problems.push(error instanceof Error ? error.message : String(error));
      }
    }
    counts.withdrawn += await withdrawByIds(db, target, pkg.withdrawals);
    const full = await reconcileFullExport(db, target, pkg, runId);
    counts.withdrawn += full.withdrawn;
    if (full.held > 0) problems.push(`wycofanie ${full.held} ogłoszeń czeka na decyzję administratora`);
  } catch (error) {
    status = 'failed';
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    if (!(opened instanceof Error)) opened.close();
  }
  await db
    .update(importRuns)
    .set({ status, ...counts, problems: problems.slice(0, maxProblems), finishedAt: new Date() })
    .where(eq(importRuns.runId, runId));
  return { status, runId, ...counts, problems };
}

/** Claims the package for this instance: 'duplicate' when its content was imported before, 'busy' when another run holds the integration. */
async function claimRun(
  { db }: Pick<Context, 'db'>,
  integrationId: number,
  fileName: string,
  contentHash: string,
  receivedAt: Date,
): Promise<number | 'duplicate' | 'busy'> {
  const claimed = await runOnceAcrossInstances(db, 0x1f7000 + integrationId, async (tx) => {
    const [seen] = await tx
      .select({ runId: importRuns.runId })
      .from(importRuns)
      .where(and(eq(importRuns.integrationId, integrationId), eq(importRuns.contentHash, contentHash)));
    if (seen) return 'duplicate' as const;
    const [running] = await tx
      .select({ runId: importRuns.runId })
      .from(importRuns)
      .where(
        and(
          eq(importRuns.integrationId, integrationId),
          eq(importRuns.status, 'running'),
          gt(importRuns.startedAt, new Date(Date.now() - leaseMs)),
          ne(importRuns.contentHash, contentHash),
        ),
      );
    if (running) return 'busy' as const;
    const [run] = await tx
      .insert(importRuns)
      .values({ integrationId, fileName, contentHash, status: 'running', receivedAt })
      .returning({ runId: importRuns.runId });
    return run!.runId;
  });
  return claimed;
}

async function hashFile(path: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}
