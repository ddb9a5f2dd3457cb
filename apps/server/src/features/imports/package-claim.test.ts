// 'Importuj teraz' and the scheduled job (on this or another instance) claiming one integration's packages at the
// same time: each package is imported by one of them, once, and the other does nothing with it.
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import type { Db } from '../../db/client.ts';
import { importRuns, integrations } from '../../db/schema.ts';
import { makeIntegration } from '../../infra/ftp/ftp.fixture.ts';
import { importPackagesJob } from '../../jobs/import-packages.job.ts';
import { homeFolder, importWaiting } from './home-folder.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function integrationWith(login: string, packages: number) {
  const { integrationId } = await makeIntegration(t.db, t.secrets.secretKey, login, 'haslo');
  const folder = homeFolder(t.config.ftpDir, integrationId);
  mkdirSync(folder, { recursive: true });
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (let n = 1; n <= packages; n++) {
    const path = join(folder, `oferty_2026050${n}0300.zip`);
    const offers = Array.from({ length: 5 }, (_, i) => ({ id: `C-${n}-${i}` }));
    writeFileSync(path, buildZip([{ name: 'oferty.xml', content: ofertyNetXml({ offers }) }]));
    utimesSync(path, hourAgo, hourAgo);
  }
  return { integrationId, folder };
}

const runsOf = (integrationId: number) =>
  t.db
    .select({ fileName: importRuns.fileName, status: importRuns.status })
    .from(importRuns)
    .where(eq(importRuns.integrationId, integrationId));

/**
 * The database as one claimant sees it, stopped where it notes the delivery of a package it has imported, until
 * `resume`: the moment another claimant may come for the same package.
 */
function pausedAtDelivery(db: Db) {
  let reached = () => {};
  let resume = () => {};
  const atDelivery = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const resumed = new Promise<void>((resolve) => {
    resume = resolve;
  });
  const paused = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== 'update') return value;
      return (table: unknown) => {
        if (table !== integrations) return target.update(table as typeof integrations);
        const update = target.update(integrations);
        return {
          set: (values: Parameters<typeof update.set>[0]) => ({
            where: async (condition: Parameters<ReturnType<typeof update.set>['where']>[0]) => {
              reached();
              await resumed;
              return update.set(values).where(condition);
            },
          }),
        };
      };
    },
  });
  return { db: paused, atDelivery, resume };
}

it('is left alone by a second claimant that comes once the first has imported it', async () => {
  const { integrationId, folder } = await integrationWith('claim-after@biuro.pl', 1);
  const first = pausedAtDelivery(t.db);
  const runNow = importWaiting({ ...t, db: first.db }, integrationId);
  await first.atDelivery;
  expect(await importWaiting(t, integrationId)).toEqual([]);
  first.resume();
  expect(await runNow).toMatchObject([{ status: 'done', added: 5 }]);
  expect(await runsOf(integrationId)).toEqual([{ fileName: 'oferty_202605010300.zip', status: 'done' }]);
  expect(readdirSync(join(folder, 'processed'))).toEqual(['oferty_202605010300.zip']);
});

it('is imported by one of two claimants working at once, each package once', async () => {
  const packages = 6;
  const { integrationId, folder } = await integrationWith('claim-both@biuro.pl', packages);
  const job = importPackagesJob(t, { settleSeconds: 0, keepDays: 30 });
  // The job's first pass only looks; from the second on it imports what has settled.
  await job.everyMinute();
  let isRunNowDone = false;
  const runNow = importWaiting(t, integrationId).finally(() => {
    isRunNowDone = true;
  });
  // The job claims again and again while 'Importuj teraz' works through the folder.
  do await job.everyMinute();
  while (!isRunNowDone);
  await runNow;
  // 'Importuj teraz' stops at a package the job holds: the job's next pass takes what is left.
  await job.everyMinute();
  const runs = await runsOf(integrationId);
  expect(runs.filter((run) => run.status !== 'done')).toEqual([]);
  expect(runs.map((run) => run.fileName).sort()).toEqual(
    Array.from({ length: packages }, (_, i) => `oferty_2026050${i + 1}0300.zip`),
  );
  expect(readdirSync(join(folder, 'processed'))).toHaveLength(packages);
});
