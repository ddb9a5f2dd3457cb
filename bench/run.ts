// API benchmark: npm run bench -- [--ads 1000000] [--seconds 5] [--connections 1,32] [--only detail]
//   [--cache 5] (the server's PUBLIC_LIST_CACHE_SECONDS; 0 by default here, so that every answer is read from the database)
//   [--pooler] (the server talks to the database through a PgBouncer of its own in transaction mode, with
//   DATABASE_POOLER=transaction: what a pooler costs; needs Debian's pgbouncer)
// Fills the bench database (DATABASE_URL, default portal_bench on the local PostgreSQL) with demo ads up to --ads,
// starts the real server on it as a separate process, drives each endpoint with autocannon, times the same SQL
// alone, and writes bench/results/<date>.json and .md and the table in bench/README.md.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { plannerSettings } from '../apps/server/src/db/client.ts';
import { startPgBouncer } from '../apps/server/test/pgbouncer.ts';
import { prepareBenchDatabase } from './bench-db.ts';
import { drive } from './load.ts';
import { describeMachine, loadText } from './machine.ts';
import { measureCpu } from './process-cpu.ts';
import { type BenchReport, cpuText, type ScenarioResult, targetsMissed, writeReport } from './report.ts';
import { type Samples, scenarios } from './scenarios.ts';
import { startServer } from './server-process.ts';
import { captureSql, timeEachOnce, timeSql } from './sql-timing.ts';

const { values } = parseArgs({
  options: {
    ads: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,32' },
    only: { type: 'string' },
    cache: { type: 'string', default: '0' },
    pooler: { type: 'boolean', default: false },
  },
});
const ads = Number(values.ads);
const seconds = Number(values.seconds);
const concurrencies = values.connections.split(',').map(Number);
if (
  !Number.isSafeInteger(ads) ||
  !(seconds > 0) ||
  concurrencies.some((c) => !Number.isSafeInteger(c) || c < 1)
) {
  console.error(
    'usage: npm run bench -- [--ads N] [--seconds S] [--connections 1,32] [--only <name part>] [--pooler]',
  );
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const dataDir = fileURLToPath(new URL('.data', import.meta.url));
const chosen = scenarios.filter((scenario) => !values.only || scenario.name.includes(values.only));

const started = performance.now();
const machineBefore = describeMachine();
console.log(
  `bench: ${ads} ads, ${seconds} s per run, c=${concurrencies.join(',')}; ${loadText(machineBefore.load)}`,
);
const prepared = await prepareBenchDatabase(databaseUrl, dataDir, ads);
if (prepared.seeded > 0) console.log(`seeded ${prepared.seeded} ads in ${prepared.seconds.toFixed(0)} s`);

const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: 2,
  onConnect: (client) => client.query(plannerSettings),
});
const bouncer = values.pooler ? await startPgBouncer(databaseUrl) : undefined;
const server = await startServer({
  ...(bouncer
    ? {
        DATABASE_URL: bouncer.url(new URL(databaseUrl).pathname.slice(1)),
        DATABASE_DIRECT_URL: databaseUrl,
        DATABASE_POOLER: 'transaction',
      }
    : { DATABASE_URL: databaseUrl }),
  DATA_DIR: dataDir,
  PUBLIC_LIST_CACHE_SECONDS: values.cache,
});
const processes = { node: server.pid, ...(bouncer ? { pgbouncer: bouncer.pid } : {}) };
const results: ScenarioResult[] = [];
try {
  const { rows } = await pool.query<{ estate_id: number }>(
    'select estate_id from estates where active = 1 and expires_at > now() order by random() limit 22000',
  );
  const ids = rows.map((row) => row.estate_id);
  const samples: Samples = { estateIds: ids.slice(0, 20_000), otherIds: ids.slice(20_000) };
  for (const scenario of chosen) {
    const requests = scenario.requests(samples);
    const runs = [];
    for (const connections of concurrencies) {
      // The load average beside each run's CPU a request: on a shared machine its throughput follows the load.
      const load = Math.round((loadavg()[0] ?? 0) * 100) / 100;
      const run = await measureCpu(processes, pool, () => drive(server.url, requests, connections, seconds));
      runs.push({ ...run, load });
    }
    const statements = await captureSql(pool, (db) => scenario.useCase(db, samples));
    const timing = scenario.replayOnce
      ? await timeEachOnce(pool, statements)
      : await timeSql(pool, statements, seconds * 1000, scenario.useCaseRequests);
    const sql = { ...timing, statements: statements.length };
    const single = runs.find((run) => run.connections === 1) ?? runs[0];
    const overhead = single && sql.p50 > 0 ? Math.round((single.p50 / sql.p50) * 100) / 100 : Number.NaN;
    const result = { name: scenario.name, kind: scenario.kind, runs, sql, overhead, missed: [] as string[] };
    result.missed = targetsMissed(scenario.kind, runs, overhead);
    results.push(result);
    const figures = runs
      .map(
        (run) =>
          `c=${run.connections} ${run.rps} req/s p95 ${run.p95} ms CPU/req ${cpuText(run)} ms (load ${run.load})`,
      )
      .join('; ');
    console.log(
      `${scenario.name}: ${figures}; SQL p50 ${sql.p50} ms; ×${overhead} ${result.missed.join(', ')}`,
    );
  }
} finally {
  await server.stop();
  await bouncer?.stop();
  await pool.end();
}

const report: BenchReport = {
  date: new Date().toISOString(),
  ads: prepared.ads,
  listCacheSeconds: Number(values.cache),
  connection: bouncer ? 'pgbouncer' : 'direct',
  seconds: Math.round((performance.now() - started) / 1000),
  machineBefore,
  machineAfter: describeMachine(),
  results,
};
const readme = fileURLToPath(new URL('README.md', import.meta.url));
console.log(`\nwritten ${writeReport(report, fileURLToPath(new URL('results', import.meta.url)), readme)}`);
