import { readFileSync } from 'node:fs';
import type pg from 'pg';

// Linux counts a process's CPU time in /proc in USER_HZ ticks, 100 a second.
const ticksPerSecond = 100;

/** CPU milliseconds (user and system) a process has used so far; 0 once it has ended. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name, whose parentheses may hold spaces: utime and stime are the 12th and 13th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** CPU milliseconds per request, by process: the named ones and `postgres`, the backends of the bench database. */
export type CpuPerRequest = Record<string, number>;

/**
 * Runs `work` and divides the CPU each process used meanwhile by the requests it answered: on a shared machine
 * the throughput follows the neighbours' load, the CPU a request costs much less. The backends are PostgreSQL's
 * connections to the database of `database` (its own excepted), those that ended meanwhile left out.
 */
export async function measureCpu<T extends { requests: number }>(
  named: Record<string, number>,
  database: pg.Pool,
  work: () => Promise<T>,
): Promise<T & { cpu: CpuPerRequest }> {
  const backends = async () => {
    const { rows } = await database.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  };
  const usedBy = (pids: Record<string, number>) =>
    Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
  const backendsBefore = usedBy(Object.fromEntries((await backends()).map((pid) => [pid, pid])));
  const before = usedBy(named);
  const result = await work();
  const after = usedBy(named);
  const postgres = (await backends()).reduce((sum, pid) => sum + cpuMs(pid) - (backendsBefore[pid] ?? 0), 0);
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, result.requests)) * 1000) / 1000;
  const cpu: CpuPerRequest = { postgres: perRequest(postgres) };
  for (const name of Object.keys(named)) cpu[name] = perRequest((after[name] ?? 0) - (before[name] ?? 0));
  return { ...result, cpu };
}
