// PostgreSQL CPU a request costs, on the bench's own connections only: node bench/use-case-cpu.ts --only <name part>
//   [--rounds 100]. Runs each chosen scenario's use case in this process, on the portal's own pools (their plan modes,
// caches and prepared statements), against the bench database, and reads from /proc the CPU of the backends its
// connections opened (found by their application name). `npm run bench` reads every backend of the database, so
// another engineer's bench on it counts there; here it does not.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { processCpuMs } from './process-cpu.ts';
import { scenarios } from './scenarios.ts';

const { values } = parseArgs({
  options: { only: { type: 'string' }, rounds: { type: 'string', default: '100' } },
});
const rounds = Number(values.rounds);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const name = `use-case-cpu-${process.pid}`;
const url = new URL(databaseUrl);
url.searchParams.set('application_name', name);
const database = await openDatabase({ databaseUrl: url.toString() });
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();

async function backendsCpuMs(): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [name],
  );
  return rows.reduce((total, { pid }) => total + processCpuMs(pid), 0);
}

try {
  const samples = { estateIds: [], otherIds: [] };
  for (const scenario of scenarios.filter((s) => !values.only || s.name.includes(values.only))) {
    // Warm: every pool's connections open and each statement prepared before the CPU is read.
    for (let warm = 0; warm < 5; warm++) await scenario.useCase(database.db, samples);
    const before = await backendsCpuMs();
    const node = process.cpuUsage();
    for (let round = 0; round < rounds; round++) await scenario.useCase(database.db, samples);
    const requests = rounds * (scenario.useCaseRequests ?? 1);
    const postgres = ((await backendsCpuMs()) - before) / requests;
    const { user, system } = process.cpuUsage(node);
    const load = loadavg()[0]?.toFixed(2);
    console.log(
      `${scenario.name}: PostgreSQL ${postgres.toFixed(3)} ms, Node ${((user + system) / 1000 / requests).toFixed(3)} ms a request (${requests} requests, load ${load})`,
    );
  }
} finally {
  await admin.end();
  await database.close();
}
