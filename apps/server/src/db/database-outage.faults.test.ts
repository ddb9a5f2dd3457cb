import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSuperuser, createPgCluster, type PgCluster } from '../../test/pg-cluster.ts';
import { type ServerProcess, startServer, waitFor } from '../../test/server-process.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { createPool } from './postgres-pool.ts';

const unavailable = { error: 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.' };
const page = '<!doctype html><html lang="pl"><body><div id="root"></div></body></html>';
// The portal's DATABASE_TIMEOUT_SECONDS here: a frozen database must fail a request after it, not hang it.
const timeoutSeconds = 3;

let cluster: PgCluster;
let portal: ServerProcess;
let folder: string;

beforeAll(async () => {
  cluster = await createPgCluster();
  await cluster.start();
  await admin('create database portal');
  folder = mkdtempSync(join(tmpdir(), 'portal-faults-'));
  writeFileSync(join(folder, 'index.html'), page);
  portal = await startServer({
    env: {
      DATABASE_URL: cluster.url('portal'),
      DATABASE_TIMEOUT_SECONDS: String(timeoutSeconds),
      DATA_DIR: join(folder, 'data'),
      WEB_DIST: folder,
      // Every call reads the database, none an answer remembered from before the fault.
      PUBLIC_LIST_CACHE_SECONDS: '0',
    },
    ready: { path: '/api/health/live' },
  });
});

afterAll(async () => {
  await portal?.stop();
  await cluster?.remove();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const admin = (statement: string) => asSuperuser(cluster, statement);

/** A call that must be answered within `withinMs`: a hang fails the test. */
async function get(path: string, withinMs = 5000) {
  const response = await fetch(`${portal.url}${path}`, { signal: AbortSignal.timeout(withinMs) });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as unknown };
}

const answersAgain = () =>
  waitFor(async () => {
    const [list, ready] = await Promise.all([get('/api/estates/recently-added'), get('/api/health')]);
    return list.status === 200 && ready.status === 200;
  }, 30_000);

/** Several calls at once, so that the pool holds several open connections when the fault comes. */
async function openConnections() {
  const answers = await Promise.all([1, 2, 3, 4].map(() => get('/api/estates/recently-added')));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
}

describe('the portal on PostgreSQL outlives its database', () => {
  it('keeps running when PostgreSQL ends its connections (pg_terminate_backend), the next calls succeed', async () => {
    await openConnections();
    const ended = await admin(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'portal'",
    );
    expect(ended.length).toBeGreaterThan(0);
    await waitFor(async () => portal.output().includes('an idle connection was lost'), 10_000);

    await answersAgain();
    expect(portal.isAlive()).toBe(true);
  });

  it('keeps running through a restart of PostgreSQL and recovers by itself', async () => {
    await openConnections();
    await cluster.restart();

    await answersAgain();
    expect(portal.isAlive()).toBe(true);
  });

  it('answers 503 at once while PostgreSQL is stopped (a short outage for a 30-second one), then recovers', async () => {
    await openConnections();
    await cluster.stop();

    const list = await get('/api/estates/recently-added', 2000);
    expect(list.status).toBe(503);
    expect(list.json()).toEqual(unavailable);
    const ready = await get('/api/health', 2000);
    expect(ready.status).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await get('/api/health/live', 2000)).status).toBe(200);
    const home = await get('/', 2000);
    expect(home.status).toBe(503);
    expect(home.text).toBe(page);
    // The mail sender and the jobs meet the outage too, and carry on.
    await waitFor(async () => portal.output().includes('sending mail failed'), 15_000);

    await cluster.start();
    await answersAgain();
    expect(portal.isAlive()).toBe(true);
  });

  it('answers 503 within its timeout while PostgreSQL is frozen (SIGSTOP), then recovers when it thaws', async () => {
    await openConnections();
    cluster.freeze();
    try {
      const withinTimeout = (timeoutSeconds + 2) * 1000;
      const [list, ready, home] = await Promise.all([
        get('/api/estates/recently-added', withinTimeout),
        get('/api/health', withinTimeout),
        get('/', withinTimeout),
      ]);
      expect(list.status).toBe(503);
      expect(list.json()).toEqual(unavailable);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect(home.status).toBe(503);
    } finally {
      cluster.thaw();
    }

    await answersAgain();
    expect(portal.isAlive()).toBe(true);
  });

  it('never leaves a transaction cut by the timeout open for the next statement on its connection', async () => {
    await admin('create table if not exists marks (n int)');
    const pool = createPool(
      { connectionString: cluster.url('postgres'), size: 1, timeoutMs: 1000 },
      { warn: () => {} },
    );
    const db = drizzle(pool);
    try {
      const cut = db.transaction(async (tx) => {
        await tx.execute(sql`insert into marks values (1)`);
        cluster.freeze();
        await tx.execute(sql`insert into marks values (2)`);
      });
      await expect(cut).rejects.toThrow();
      cluster.thaw();
      // The only connection of the pool, or a new one in its place.
      await db.execute(sql`insert into marks values (3)`);
      expect(await admin('select n from marks')).toEqual([{ n: 3 }]);
    } finally {
      cluster.thaw();
      await pool.end();
    }
  });

  it('holds a migration to no timeout: building an index over every ad may take longer than a request may wait', async () => {
    await admin('create database fresh');
    // A timeout every statement of the migration exceeds, standing for an index that takes minutes.
    const settings = loadConfig({ DATABASE_TIMEOUT_SECONDS: '0.001' });
    const database = await openDatabase({ databaseUrl: cluster.url('fresh'), settings });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    const client = new pg.Client({ connectionString: cluster.url('fresh') });
    await client.connect();
    const { rows } = await client.query("select to_regclass('estates') is not null as migrated");
    await client.end();
    expect(rows).toEqual([{ migrated: true }]);
  });
});
