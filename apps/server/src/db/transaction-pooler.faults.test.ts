import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeCoordinates } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { krakow, makeEstate, makePhoto, makeUser, testPassword, warszawa } from '../../test/factories.ts';
import { asSuperuser, createPgCluster, type PgCluster } from '../../test/pg-cluster.ts';
import { type PgBouncer, startPgBouncer } from '../../test/pgbouncer.ts';
import { freePort, type ServerProcess, startServer, waitFor } from '../../test/server-process.ts';
import { loadConfig } from '../config.ts';
import { housePayload } from '../features/my-estates/estate-payload.fixture.ts';
import { type Db, openDatabase, withPlanMode } from './client.ts';
import { migrate } from './migrate.ts';
import { loadPlaces } from './places/load-places.ts';
import { runOnceAcrossInstances } from './run-once.ts';

const clients = 32;
const requestsPerClient = 25;
// Apartments for sale: page 12, a deep page read from an anchor, is the last full one.
const apartments = 300;

let cluster: PgCluster;
let bouncer: PgBouncer;
let portal: ServerProcess;
let metricsPort: number;
let folder: string;
let owner: Awaited<ReturnType<typeof makeUser>>;
let estateIds: number[];

beforeAll(async () => {
  cluster = await createPgCluster();
  await cluster.start();
  await admin('create database portal');
  // Ads straight into PostgreSQL: the calls under test read them through the pooler. With a user in the database
  // the portal seeds no demo.
  const direct = await openDatabase({ databaseUrl: cluster.url('portal') });
  try {
    await migrate(direct);
    await loadPlaces(direct.db);
    owner = await makeUser(direct.db);
    estateIds = [];
    for (let n = 0; n < apartments; n++) {
      const where = n % 2 === 0 ? warszawa : krakow;
      const estate = await makeEstate(direct.db, owner.userId, { ...where, promoted: n % 50 === 0 ? 1 : 0 });
      if (n % 25 === 0) await makePhoto(direct.db, estate.estateId, 0);
      estateIds.push(estate.estateId);
    }
  } finally {
    await direct.close();
  }
  bouncer = await startPgBouncer(cluster.url('postgres'));
  folder = mkdtempSync(join(tmpdir(), 'portal-pooler-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><html lang="pl"><body></body></html>');
  metricsPort = await freePort();
  portal = await startServer({
    env: {
      DATABASE_URL: bouncer.url('portal'),
      DATABASE_DIRECT_URL: cluster.url('portal'),
      DATABASE_POOLER: 'transaction',
      DATA_DIR: join(folder, 'data'),
      WEB_DIST: folder,
      METRICS_PORT: String(metricsPort),
      // Every call reads the database, none an answer remembered from an earlier one.
      PUBLIC_LIST_CACHE_SECONDS: '0',
    },
    ready: { path: '/api/health/live' },
  });
});

afterAll(async () => {
  await portal?.stop();
  await bouncer?.stop();
  await cluster?.remove();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const admin = (statement: string) => asSuperuser(cluster, statement);

type Call = { method?: 'GET' | 'POST'; path: string; body?: object; headers?: Record<string, string> };

async function call({ method = 'GET', path, body, headers = {} }: Call) {
  const response = await fetch(`${portal.url}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Every public list and search call, on ads that exist. */
function publicCalls(): Call[] {
  const ids = estateIds.slice(-12);
  const search = (criteria: Record<string, string>) =>
    `/api/estates/search?${new URLSearchParams({ type: 'apartment', rent: '0', ...criteria })}`;
  const aroundKrakow = serializeCoordinates({ north: 50.2, south: 49.9, west: 19.7, east: 20.2 });
  return [
    { path: '/api/estates/mieszkania/sprzedaz' },
    { path: '/api/estates/mieszkania/sprzedaz?page=2&sortBy=price&sortOrder=ASC' },
    { path: '/api/estates/mieszkania/sprzedaz?page=12' },
    { path: '/api/estates/domy/wynajem' },
    { path: `/api/estates/mieszkania/sprzedaz/city/${warszawa.cityId}` },
    { path: search({ city: String(warszawa.cityId), priceTo: '900000', areaFrom: '30', rooms: '3' }) },
    { path: search({ priceFrom: '100000', sortBy: 'price', sortOrder: 'DESC' }) },
    { path: search({ coordinates: aroundKrakow }) },
    ...ids
      .slice(0, 4)
      .flatMap((id) => [{ path: `/api/estates/${id}` }, { path: `/api/estates/${id}/related` }]),
    { path: '/api/estates/promoted' },
    { path: '/api/estates/recently-added' },
    { path: `/api/estates/safe?${new URLSearchParams({ estateId: JSON.stringify(ids) })}` },
    { path: '/api/cities?query=krak' },
    { path: '/api/cities?query=war' },
    ...ids.map((estateId) => ({
      method: 'POST' as const,
      path: '/api/views',
      body: { estateId, type: 'page' },
    })),
  ];
}

describe('the portal behind PgBouncer in transaction mode (DATABASE_POOLER=transaction)', () => {
  it(`answers every public list and search call to ${clients} concurrent clients`, async () => {
    const calls = publicCalls();
    const failed: string[] = [];
    const client = async (offset: number) => {
      for (let n = 0; n < requestsPerClient; n++) {
        const next = calls[(offset + n) % calls.length]!;
        const answer = await call(next);
        if (answer.status !== 200)
          failed.push(`${answer.status} ${next.path} ${JSON.stringify(answer.json)}`);
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, offset) => client(offset)));

    expect(failed).toEqual([]);
    const deepPage = await call({ path: '/api/estates/mieszkania/sprzedaz?page=12' });
    expect(deepPage.json.rows).toHaveLength(24);
  });

  it('logs in and saves an ad through the pooler', async () => {
    const login = await call({
      method: 'POST',
      path: '/api/user/login',
      body: { email: owner.email, password: testPassword, rememberMe: false },
    });
    expect(login.status).toBe(200);
    const headers = { authorization: `JWT ${login.json.token as string}` };

    const saved = await call({ method: 'POST', path: '/api/estates/dom', body: housePayload(), headers });
    expect(saved.status).toBe(200);
    const own = await call({ path: `/api/estates/${saved.json.estateId as number}/manage`, headers });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ title: housePayload().estate.title });
  });

  it("serves the pool's connections by state to Prometheus", async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const reading = (state: string) =>
      Number(
        new RegExp(`portal_db_pool_connections\\{pool="default",state="${state}"\\} (\\d+)`).exec(text)?.[1],
      );
    const [idle, busy, waiting] = [reading('idle'), reading('busy'), reading('waiting')];
    // One pool of DATABASE_POOL_SIZE (10) connections, opened by the calls before; no pools kept for plan settings.
    expect(idle + busy).toBeGreaterThan(0);
    expect(idle + busy).toBeLessThanOrEqual(10);
    expect(waiting).toBeGreaterThanOrEqual(0);
    expect(text).not.toContain('pool="fixed-plans"');
  });

  it('holds a job lock for its whole transaction: another run meanwhile is told busy', async () => {
    const databaseUrl = bouncer.url('portal');
    const settings = loadConfig({
      DATABASE_URL: databaseUrl,
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: cluster.url('portal'),
    });
    const database = await openDatabase({ databaseUrl, settings });
    const lockKey = 0x7e57;
    let finish = () => {};
    try {
      const holding = runOnceAcrossInstances(database.db, lockKey, async () => {
        await new Promise<void>((resolve) => (finish = resolve));
        return 'first';
      });
      const lockTaken = `select 1 from pg_locks where locktype = 'advisory' and objid = ${lockKey} and granted`;
      await waitFor(async () => (await admin(lockTaken)).length > 0, 10_000);
      expect(await runOnceAcrossInstances(database.db, lockKey, async () => 'second')).toBe('busy');
      finish();
      expect(await holding).toBe('first');
      expect(await runOnceAcrossInstances(database.db, lockKey, async () => 'third')).toBe('third');
    } finally {
      finish();
      await database.close();
    }
  });
});

describe("PostgreSQL's own connections (no pooler)", () => {
  it('keep their plan settings, set on each new connection instead of as startup options', async () => {
    const database = await openDatabase({ databaseUrl: cluster.url('portal') });
    const settings = async (db: Db) => {
      const read = sql`select current_setting('jit') as jit, current_setting('plan_cache_mode') as plans,
        current_setting('max_parallel_workers_per_gather') as workers`;
      return (await db.execute(read)).rows[0];
    };
    try {
      expect(await settings(database.db)).toEqual({ jit: 'off', plans: 'auto', workers: '0' });
      expect(await settings(withPlanMode(database.db, 'fixed'))).toEqual({
        jit: 'off',
        plans: 'force_generic_plan',
        workers: '0',
      });
      expect(await settings(withPlanMode(database.db, 'per-call'))).toEqual({
        jit: 'off',
        plans: 'force_custom_plan',
        workers: '0',
      });
    } finally {
      await database.close();
    }
  });
});
