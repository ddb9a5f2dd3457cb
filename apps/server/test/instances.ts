import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { withDatabase } from './global-setup.ts';
import { freePort, spawnServer, untilReady } from './server-process.ts';

const defaultPostgresUrl = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const unsharedKeys = ['JWT_SECRET', 'SECRET_KEY', 'CAPTCHA_KEY', 'SMTP_URL', 'PUBLIC_URL'];
// The first start on an empty database loads every locality; a slow, shared CI machine needs the headroom.
const startTimeoutMs = 150_000;
// Within Vitest's own teardown bound (10 s), with the database still to drop.
const stopTimeoutMs = 5000;

/** What a test needs of one running instance: its addresses. */
export type Instance = { name: string; url: string; ftpPort: number; metricsUrl: string };

export type TwoInstances = {
  a: Instance;
  b: Instance;
  /** The database both use: for counting rows, never for writing behind their backs. */
  databaseUrl: string;
  stop: () => Promise<void>;
};

/**
 * Two real server processes (apps/server/src/main.ts) started at the same moment with the same settings on a new,
 * empty PostgreSQL database and one S3 bucket (s3rver): no keys given, so that they must agree on the ones in the
 * database. Each has its own port, FTP port and passive range, metrics port and data folder, as two machines
 * behind a load balancer would. stop() ends both and drops the database.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const serverUrl = process.env.DATABASE_URL || defaultPostgresUrl;
  const runDir = mkdtempSync(join(tmpdir(), 'portal-instances-'));
  const database = await createDatabase(serverUrl);
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(runDir, 's3'),
    configureBuckets: [{ name: 'photos' }],
  });
  const { port: s3Port } = await s3.run();
  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'photos',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    DEMO_ADS: '30',
    PUBLIC_LIST_CACHE_SECONDS: '5',
    IMPORT_SETTLE_SECONDS: '0',
    HOST: '127.0.0.1',
    FTP_HOST: '127.0.0.1',
    FTP_PUBLIC_HOST: '127.0.0.1',
    // The deliveries' volume both instances mount, as a shared file system would be in production.
    FTP_DIR: join(runDir, 'ftp'),
  };
  const passiveBase = await freePort();
  const processes = await Promise.all(
    ['A', 'B'].map(async (name, index) => {
      const passive = passiveBase + 1 + index * 20;
      return startProcess(name, runDir, {
        ...shared,
        FTP_PASV_MIN: String(passive),
        FTP_PASV_MAX: String(passive + 19),
      });
    }),
  );
  const stop = async () => {
    await Promise.all(processes.map((running) => running.stop()));
    await s3.close();
    await database.drop();
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(processes.map((running) => running.answering()));
  } catch (error) {
    await stop();
    throw error;
  }
  const [a, b] = processes.map((running) => running.instance) as [Instance, Instance];
  return { a, b, databaseUrl: database.url, stop };
}

/** A new, empty database on the server; a server that does not answer is said plainly, without its password. */
async function createDatabase(serverUrl: string) {
  const name = `portal_instances_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query(statement);
    } finally {
      await client.end().catch(() => {});
    }
  };
  await run(`create database ${name}`).catch((error: Error) => {
    const where = new URL(serverUrl);
    where.password = '';
    throw new Error(
      `The instances suite needs a PostgreSQL server (DATABASE_URL); ${where} did not answer: ${error.message}`,
    );
  });
  return {
    url: withDatabase(serverUrl, name),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

async function startProcess(name: string, runDir: string, settings: Record<string, string>) {
  const dataDir = join(runDir, `data-${name}`);
  mkdirSync(dataDir);
  const [ftpPort, metricsPort] = [await freePort(), await freePort()];
  const server = await spawnServer({
    production: false,
    logFile: join(runDir, `server-${name}.log`),
    env: {
      ...settings,
      // Whatever the developer's shell holds: every key must come from the database, mail goes to DATA_DIR.
      ...Object.fromEntries(unsharedKeys.map((key) => [key, undefined])),
      DATA_DIR: dataDir,
      FTP_PORT: String(ftpPort),
      METRICS_PORT: String(metricsPort),
    },
  });
  const instance: Instance = {
    name,
    url: server.url,
    ftpPort,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
  };
  return {
    instance,
    answering: () => untilReady(server, { timeoutMs: startTimeoutMs }),
    stop: () => server.stop('SIGTERM', stopTimeoutMs),
  };
}
