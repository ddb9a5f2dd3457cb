import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml, type TestOffer } from '../../../test/fixtures/crm/packages.ts';
import { estates, importRuns } from '../../db/schema.ts';
import { makeIntegration } from '../../infra/ftp/ftp.fixture.ts';
import { importPackage } from './import-package.ts';
import { packageHash } from './open-package.ts';
import { endDeadRuns, startHeartbeat } from './run-heartbeat.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let integrationId: number;
const folder = mkdtempSync(join(tmpdir(), 'import-recovery-'));
const minuteAgo = () => new Date(Date.now() - 60_000);

beforeAll(async () => {
  // A heartbeat a second: a run silent for three seconds is dead.
  t = await createTestApp({ IMPORT_HEARTBEAT_SECONDS: '1' });
  ({ integrationId } = await makeIntegration(t.db, t.secrets.secretKey, 'recovery@biuro.pl', 'haslo'));
});
afterAll(() => t.close());

function write(name: string, offers: TestOffer[]) {
  const path = join(folder, name);
  writeFileSync(path, buildZip([{ name: 'oferty.xml', content: ofertyNetXml({ offers }) }]));
  return path;
}

/** A run as an instance leaves it while it imports (or when it dies doing so). */
async function runningRun(fileName: string, contentHash: string, heartbeatAt: Date) {
  const [run] = await t.db
    .insert(importRuns)
    .values({ integrationId, fileName, contentHash, status: 'running', receivedAt: new Date(), heartbeatAt })
    .returning();
  return run!.runId;
}

const runOf = async (runId: number) =>
  (await t.db.select().from(importRuns).where(eq(importRuns.runId, runId)))[0]!;
const adsOf = async (prefix: string) =>
  (
    await t.db
      .select({ externalId: estates.externalId })
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.active, 1)))
  )
    .map((row) => row.externalId)
    .filter((id) => id?.startsWith(prefix))
    .sort();

describe('a run cut by a crash', () => {
  it('is ended as failed once its heartbeat stops, and its package goes in again, each offer once', async () => {
    const offers = [{ id: 'K-1' }, { id: 'K-2' }, { id: 'K-3' }];
    // What the crash left: the first offer in, the run 'running' with a heartbeat that stopped.
    expect(await importPackage(t, integrationId, write('first.zip', offers.slice(0, 1)))).toMatchObject({
      added: 1,
    });
    const cut = write('cut.zip', offers);
    const crashed = await runningRun('cut.zip', await packageHash(cut), minuteAgo());

    expect(await importPackage(t, integrationId, cut)).toMatchObject({
      status: 'done',
      added: 2,
      updated: 0,
    });
    expect(await runOf(crashed)).toMatchObject({
      status: 'failed',
      problems: ['import przerwany (awaria lub restart serwera)'],
    });
    expect(await adsOf('K-')).toEqual(['K-1', 'K-2', 'K-3']);
    // Imported in full now: the same content again is a duplicate.
    expect(await importPackage(t, integrationId, cut)).toEqual({ status: 'duplicate' });
  });

  it('holds the integration while its heartbeat beats, and no longer once it stops', async () => {
    const live = await runningRun('live.zip', 'another package', new Date());
    const next = write('next.zip', [{ id: 'L-1' }]);
    expect(await importPackage(t, integrationId, next)).toEqual({ status: 'busy' });

    await t.db.update(importRuns).set({ heartbeatAt: minuteAgo() }).where(eq(importRuns.runId, live));
    expect(await importPackage(t, integrationId, next)).toMatchObject({ status: 'done', added: 1 });
    expect(await runOf(live)).toMatchObject({ status: 'failed' });
  });

  it('is ended when the server starts, and a run alive elsewhere is not', async () => {
    const dead = await runningRun('dead.zip', 'dead', minuteAgo());
    const alive = await runningRun('alive.zip', 'alive', new Date());
    expect(await endDeadRuns(t.db, 1)).toBe(1);
    expect(await runOf(dead)).toMatchObject({ status: 'failed', finishedAt: expect.any(Date) });
    expect(await runOf(alive)).toMatchObject({ status: 'running', finishedAt: null });
    await t.db.update(importRuns).set({ status: 'failed' }).where(eq(importRuns.runId, alive));
  });
});

describe('the heartbeat of a running import', () => {
  it('shows the counts and progress so far, and tells the run to stop once another instance ended it', async () => {
    const runId = await runningRun('beating.zip', 'beating', new Date());
    const counts = { added: 7, updated: 1, withdrawn: 0, failed: 2, offersDone: 12 };
    const heartbeat = startHeartbeat(t.db, runId, 1, () => counts);
    try {
      await vi.waitFor(async () => expect(await runOf(runId)).toMatchObject(counts), { timeout: 5_000 });
      expect(heartbeat.lost).toBe(false);
      // What another instance does when it takes the run for dead.
      await t.db.update(importRuns).set({ status: 'failed' }).where(eq(importRuns.runId, runId));
      await vi.waitFor(() => expect(heartbeat.lost).toBe(true), { timeout: 5_000 });
    } finally {
      await heartbeat.stop();
    }
  });
});
