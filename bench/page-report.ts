import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadResult } from './load.ts';
import { type Machine, machineText } from './machine.ts';

export type PageRun = LoadResult & {
  /** The load average when the run started: on a shared machine the figures move with it. */
  load: number[];
  /** CPU of the server process (every thread) over the run, divided by the pages it answered. */
  nodeMsPerPage: number;
  /** CPU of the database's backends over the run, divided by the pages. */
  databaseMsPerPage: number;
  /** How many cores the server process kept busy on average over the run. */
  nodeCores: number;
};

export type PageResult = {
  name: string;
  cache: 'off' | 'on';
  page: {
    status: number;
    /** Whether #root came with markup: a shell has none. */
    rendered: boolean;
    kb: number;
    brotliKb: number;
    firstDataKb: number;
    stylesKb: number;
  };
  runs: PageRun[];
  missed: string[];
};

export type PageReport = {
  date: string;
  ads: number;
  seconds: number;
  /** Settings given to the server besides those of the cache mode. */
  serverEnv: Record<string, string>;
  machineBefore: Machine;
  machineAfter: Machine;
  results: PageResult[];
};

/** The pages' targets (1,000,000 ads on 2 cores); a miss is written next to the figure, never asserted. */
export function pageTargetsMissed(result: PageResult): string[] {
  const many = result.runs.find((run) => run.connections > 1);
  const missed: string[] = [];
  if (result.cache === 'off' && result.runs.some((run) => run.nodeMsPerPage > 3)) missed.push('> 3 ms CPU');
  if (result.cache === 'off' && many && many.rps < 150) missed.push('< 150 pages/s');
  if (result.cache === 'on' && many && many.rps < 1000) missed.push('< 1000 pages/s');
  if (result.name.includes('list') && result.page.kb > 60) missed.push('> 60 kB');
  if (!result.page.rendered) missed.push('not rendered');
  if (result.page.status !== 200 || result.runs.some((run) => run.failed > 0)) missed.push('failed');
  return missed;
}

export function pageTable(report: PageReport): string {
  const concurrencies = report.results[0]?.runs.map((run) => run.connections) ?? [];
  const header = [
    'Page',
    'Cache',
    'HTML kB (br)',
    'data / styles kB',
    ...concurrencies.flatMap((c) => [
      `pages/s c=${c}`,
      `p50/p95 ms c=${c}`,
      `CPU ms a page c=${c} (Node + PG)`,
      `Node cores c=${c}`,
      `load c=${c}`,
    ]),
    'Missed targets',
  ];
  const lines = report.results.map((result) => [
    result.name,
    result.cache,
    `${result.page.kb} (${result.page.brotliKb})`,
    `${result.page.firstDataKb} / ${result.page.stylesKb}`,
    ...result.runs.flatMap((run) => [
      String(run.rps),
      `${run.p50} / ${run.p95}`,
      `${run.nodeMsPerPage} + ${run.databaseMsPerPage}`,
      String(run.nodeCores),
      String(run.load[0]),
    ]),
    result.missed.join(', ') || '—',
  ]);
  const settings = Object.entries(report.serverEnv).map(([name, value]) => `${name}=${value}`);
  return [
    `${report.ads.toLocaleString('en')} ads, ${report.date}${settings.length ? `, ${settings.join(' ')}` : ''}. ` +
      `Before: ${machineText(report.machineBefore)}. After: ${machineText(report.machineAfter)}. ` +
      `Load average at each run's start: ${report.results
        .flatMap((result) => result.runs.map((run) => run.load[0]))
        .join(', ')}.`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** bench/results/pages-<date>.json and .md. */
export function writePageReport(report: PageReport, resultsDir: string): string {
  for (const result of report.results) result.missed = pageTargetsMissed(result);
  mkdirSync(resultsDir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  writeFileSync(join(resultsDir, `pages-${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(
    join(resultsDir, `pages-${stamp}.md`),
    `# Page benchmark ${report.date}\n\n${pageTable(report)}\n`,
  );
  return join(resultsDir, `pages-${stamp}.md`);
}
