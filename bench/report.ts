import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadResult } from './load.ts';
import { type Machine, machineText } from './machine.ts';
import type { Scenario } from './scenarios.ts';
import type { Timing } from './stats.ts';

export type ScenarioResult = {
  name: string;
  kind: Scenario['kind'];
  runs: LoadResult[];
  sql: Timing & { statements: number };
  /** API p50 at concurrency 1 over the SQL's p50: 1.5 means the API adds 50 %. */
  overhead: number;
  missed: string[];
};

export type BenchReport = {
  date: string;
  ads: number;
  /** PUBLIC_LIST_CACHE_SECONDS of the server: with it, repeated list requests are mostly answered from memory. */
  listCacheSeconds: number;
  /** The server's way to PostgreSQL: its own connections, or PgBouncer in transaction mode (DATABASE_POOLER). */
  connection: 'direct' | 'pgbouncer';
  seconds: number;
  machineBefore: Machine;
  machineAfter: Machine;
  results: ScenarioResult[];
};

/** The API's targets (1,000,000 ads on 2 cores); a miss is written next to the figure, never asserted. */
export function targetsMissed(kind: Scenario['kind'], runs: LoadResult[], overhead: number): string[] {
  const single = runs.find((run) => run.connections === 1);
  const many = runs.find((run) => run.connections > 1);
  const missed: string[] = [];
  if ((kind === 'list' || kind === 'search') && single && single.p95 > 25) missed.push('p95 > 25 ms');
  if ((kind === 'list' || kind === 'search') && many && many.rps < 1000) missed.push('< 1000 req/s');
  if (kind === 'detail' && single && single.p95 > 10) missed.push('p95 > 10 ms');
  if (overhead > 1.5) missed.push('API > +50 % of SQL');
  if (runs.some((run) => run.failed > 0)) missed.push('failed requests');
  return missed;
}

const ms = (timing: Timing) => `${timing.p50} / ${timing.p95} / ${timing.p99}`;

/** CPU milliseconds per request: Node, PostgreSQL and, through a pooler, PgBouncer. */
export const cpuText = (run: LoadResult | undefined) =>
  run?.cpu ? ['node', 'postgres', 'pgbouncer'].flatMap((name) => run.cpu?.[name] ?? []).join(' / ') : '—';

export function markdownTable(report: BenchReport): string {
  const concurrencies = report.results[0]?.runs.map((run) => run.connections) ?? [];
  const header = [
    'Endpoint',
    ...concurrencies.flatMap((c) => [`req/s c=${c}`, `p50/p95/p99 ms c=${c}`]),
    `CPU ms/req c=${concurrencies.at(-1)}: Node / PG${report.connection === 'pgbouncer' ? ' / PgBouncer' : ''}`,
    'SQL p50/p95 ms',
    'API÷SQL',
    'Missed targets',
  ];
  const lines = report.results.map((result) => [
    result.name,
    ...result.runs.flatMap((run) => [String(run.rps), ms(run)]),
    cpuText(result.runs.at(-1)),
    `${result.sql.p50} / ${result.sql.p95}`,
    result.overhead.toFixed(2),
    result.missed.join(', ') || '—',
  ]);
  return [
    `${report.ads.toLocaleString('en')} ads, ${report.date}, list cache ${report.listCacheSeconds} s, ` +
      `${report.connection === 'pgbouncer' ? 'through PgBouncer (transaction mode)' : 'direct connections'}. ` +
      `Before: ${machineText(report.machineBefore)}. ` +
      `After: ${machineText(report.machineAfter)}.`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/**
 * bench/results/<date>.json and .md, and the latest table of direct connections in bench/README.md between the bench
 * markers.
 */
export function writeReport(report: BenchReport, resultsDir: string, readmePath: string): string {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const table = markdownTable(report);
  writeFileSync(join(resultsDir, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(resultsDir, `${stamp}.md`), `# API benchmark ${report.date}\n\n${table}\n`);
  if (report.connection === 'pgbouncer') return join(resultsDir, `${stamp}.md`);
  const readme = readFileSync(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const section = `${start}\n${table}\n${end}`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  const updated =
    from >= 0 && to > from
      ? readme.slice(0, from) + section + readme.slice(to + end.length)
      : `${readme.trimEnd()}\n\n## Benchmark\n\n${section}\n`;
  writeFileSync(readmePath, updated);
  return join(resultsDir, `${stamp}.md`);
}
