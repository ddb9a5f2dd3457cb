// A real kill: the server process is killed with SIGKILL in the middle of an import and started again on
// the same data. The cut run must end as failed and the package go in again, in full, each offer once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminImportRunPage, ImportIntegration, ImportStarted } from '@portal/domain';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import { type ServerProcess, startServer } from '../../../test/server-process.ts';
import { authHeader } from '../../../test/users.ts';
import type { Database } from '../../db/client.ts';
import { makeIntegration } from '../../infra/ftp/ftp.fixture.ts';
import { homeFolder } from './home-folder.ts';

const offerCount = 1000;
const jwtSecret = 'import-kill-test-jwt-secret-0123456789abcdef';
const dataDir = mkdtempSync(join(tmpdir(), 'import-kill-'));
let database: Database & { url?: string };
let admin: Record<string, string>;
let integrationId: number;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ dataDir });
  admin = await authHeader(jwtSecret, await makeUser(database.db, { admin: true }));
  ({ integrationId } = await makeIntegration(database.db, 'x'.repeat(32), 'kill@biuro.pl', 'haslo'));
  // The embedded database is the server's alone while it runs; PostgreSQL's copy stays for afterAll to drop.
  if (database.kind === 'pglite') await database.close();
  const folder = homeFolder(join(dataDir, 'ftp'), integrationId);
  mkdirSync(folder, { recursive: true });
  const offers = Array.from({ length: offerCount }, (_, i) => ({ id: `K-${i + 1}` }));
  writeFileSync(
    join(folder, 'oferty_1.zip'),
    buildZip([{ name: 'oferty.xml', content: ofertyNetXml({ offers }) }]),
  );
});
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  if (database.kind === 'postgres') await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServer({
    production: false,
    env: {
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      FTP_PORT: '0',
      DEMO_ADS: '0',
      IMPORT_SETTLE_SECONDS: '0',
      IMPORT_HEARTBEAT_SECONDS: '1',
      WEB_DIST: join(dataDir, 'no-web-build'),
    },
  });
  servers.push(server);
  return server;
}
const call = <T>(server: ServerProcess, method: string, path: string) =>
  fetch(`${server.url}${path}`, { method, headers: admin }).then((response) => response.json() as Promise<T>);
const importNow = (server: ServerProcess) =>
  call<ImportStarted>(server, 'POST', `/api/site/imports/run/${integrationId}`);
const runs = async (server: ServerProcess) =>
  (await call<AdminImportRunPage>(server, 'GET', '/api/site/imports/runs')).runs;

it('ends the run a SIGKILL cut as failed and imports its package again, each offer once', async () => {
  const first = await start();
  await importNow(first);
  // Running, with some offers in (the heartbeat writes the counts so far).
  await vi.waitFor(
    async () => {
      const [run] = await runs(first);
      expect(run?.status).toBe('running');
      expect(run?.added).toBeGreaterThan(0);
    },
    { timeout: 60_000, interval: 100 },
  );
  await first.stop('SIGKILL');

  const second = await start();
  // The cut run ends as failed once its heartbeat has stopped long enough; until then the package waits for it.
  const outcome = await vi.waitFor(
    async () => {
      await importNow(second);
      const [outcome] = await runs(second);
      if (outcome?.status !== 'done') throw new Error(`not imported yet: ${JSON.stringify(outcome)}`);
      return outcome;
    },
    { timeout: 60_000, interval: 200 },
  );
  expect(outcome).toMatchObject({ status: 'done', updated: 0, failed: 0, problems: [] });
  expect(outcome.added).toBeGreaterThan(0);
  expect(outcome.added).toBeLessThan(offerCount);
  const [again, cut] = await runs(second);
  expect(again).toMatchObject({ runId: outcome.runId, status: 'done', fileName: 'oferty_1.zip' });
  expect(cut).toMatchObject({
    status: 'failed',
    fileName: 'oferty_1.zip',
    problems: ['import przerwany (awaria lub restart serwera)'],
  });
  const [integration] = await call<ImportIntegration[]>(second, 'GET', '/api/site/imports');
  expect(integration?.activeAds).toBe(offerCount);
}, 180_000);
