import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User and system CPU of a /proc stat file, in milliseconds; 0 once its process or thread has gone. */
function statCpuMs(path: string): number {
  try {
    const stat = readFileSync(path, 'utf8');
    // The command name may hold spaces and brackets: the fields are counted after its closing bracket.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks / ticksPerSecond) * 1000;
  } catch {
    return 0;
  }
}

/** CPU time (user and system, every thread) a process has used so far, in milliseconds. */
export const processCpuMs = (pid: number) => statCpuMs(`/proc/${pid}/stat`);

/**
 * CPU time of a process by kind of thread, as Node names them: MainThread, WorkerThread (worker_threads, the
 * render threads), V8Worker (garbage collection and compilation helpers), libuv-worker (its thread pool).
 */
export function threadCpuMs(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const name = readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim();
    byName.set(name, (byName.get(name) ?? 0) + statCpuMs(`/proc/${pid}/task/${task}/stat`));
  }
  return byName;
}

/**
 * CPU time of the PostgreSQL backends serving the database `pool` is connected to (the server's connections and
 * the bench's own, which are idle during a run), by backend pid, read from /proc: the server runs on this machine.
 */
export async function databaseCpuMs(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
}

/** The CPU the backends used between two readings; a backend that started meanwhile counts from zero. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** CPU milliseconds per request, by process: the named ones and `postgres`, the backends of the bench database. */
export type CpuPerRequest = Record<string, number>;

/**
 * Runs `work` and divides the CPU each process used meanwhile by the requests it answered: on a shared machine
 * the throughput follows the neighbours' load, the CPU a request costs much less.
 */
export async function measureCpu<T extends { requests: number }>(
  named: Record<string, number>,
  database: pg.Pool,
  work: () => Promise<T>,
): Promise<T & { cpu: CpuPerRequest }> {
  const usedBy = () =>
    Object.fromEntries(Object.entries(named).map(([name, pid]) => [name, processCpuMs(pid)]));
  const backendsBefore = await databaseCpuMs(database);
  const before = usedBy();
  const result = await work();
  const after = usedBy();
  const postgres = cpuBetween(backendsBefore, await databaseCpuMs(database));
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, result.requests)) * 1000) / 1000;
  const cpu: CpuPerRequest = { postgres: perRequest(postgres) };
  for (const name of Object.keys(named)) cpu[name] = perRequest((after[name] ?? 0) - (before[name] ?? 0));
  return { ...result, cpu };
}
