import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readPlaywrightSummary } from './report-playwright.ts';
import type { VitestSummary } from './report-vitest.ts';
import type { Counts, SuiteResult } from './test-counts.ts';
import { childEnv, repoRoot, resultsDir, run } from './test-env.ts';

const defaultPostgresUrl = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/**
 * A check counts as one test: 1 passed or 1 failed. `lockfile` asks npm whether `npm ci` would accept
 * package-lock.json, without touching node_modules.
 */
export async function runCheck(check: 'lint' | 'typecheck' | 'lockfile'): Promise<SuiteResult[]> {
  const started = performance.now();
  const args = check === 'lockfile' ? ['ci', '--dry-run', '--no-audit', '--no-fund'] : ['run', check];
  const code = await run('npm', args, { env: childEnv() });
  const passed = code === 0 ? 1 : 0;
  return [{ name: check, passed, failed: 1 - passed, skipped: 0, seconds: secondsSince(started) }];
}

/**
 * The web's initial JS budget (scripts/size-budget.ts), one check, on the production build of apps/web/dist, built
 * only if its sources changed (`build.ts --if-changed`): the e2e suite then serves a copy of that build instead of
 * building its own (apps/e2e/support/web-build.ts).
 */
export async function runSize(): Promise<SuiteResult[]> {
  const started = performance.now();
  const env = childEnv();
  let code = await run(process.execPath, ['build.ts', '--if-changed'], {
    cwd: join(repoRoot, 'apps/web'),
    env,
  });
  if (code === 0) code = await run(process.execPath, ['scripts/size-budget.ts'], { env });
  const passed = code === 0 ? 1 : 0;
  return [{ name: 'size', passed, failed: 1 - passed, skipped: 0, seconds: secondsSince(started) }];
}

/**
 * One Vitest run over the given projects (all when empty). Without `onPostgres` DATABASE_URL is removed so the
 * server tests use in-memory PGlite even on a machine that exports it; with it, they use that server. `env` adds
 * settings; `log` takes the output instead of the terminal.
 */
export async function runVitest(
  projects: string[],
  {
    onPostgres = false,
    env: extraEnv = {},
    log,
  }: { onPostgres?: boolean; env?: NodeJS.ProcessEnv; log?: string } = {},
): Promise<SuiteResult[]> {
  const started = performance.now();
  const tag = onPostgres ? 'postgres' : 'pglite';
  const summaryFile = join(resultsDir, `vitest-${tag}.json`);
  rmSync(summaryFile, { force: true });
  const env: NodeJS.ProcessEnv = { ...childEnv(), ...extraEnv, PORTAL_VITEST_SUMMARY: summaryFile };
  if (onPostgres) env.DATABASE_URL = process.env.DATABASE_URL || defaultPostgresUrl;
  else delete env.DATABASE_URL;
  const args = [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default'];
  args.push(
    '--reporter=./scripts/report-vitest.ts',
    // 'server' also names its part that needs modules of its own ('server:mocks', see vitest.config.ts).
    ...projects.flatMap((project) => ['--project', project === 'server' ? 'server*' : project]),
  );
  const code = await run(process.execPath, args, { env, log });
  const seconds = secondsSince(started);

  const summary = existsSync(summaryFile)
    ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as VitestSummary)
    : undefined;
  const label = (project: string) =>
    project === 'server' ? `server (${onPostgres ? 'PostgreSQL' : 'PGlite'})` : project;
  const results = Object.entries(summary?.projects ?? {}).map(([project, counts]) => ({
    name: label(project),
    ...counts,
    seconds,
  }));
  if (summary && summary.unhandledErrors > 0) {
    results.push(problem(`vitest ${tag}`, seconds, `${summary.unhandledErrors} unhandled error(s)`));
  }
  return withCrash(results, code, `vitest ${tag}`, seconds, summary ? undefined : 'no summary was written');
}

/**
 * The Playwright suite in apps/e2e. Without a Chromium it is not run, and that is a failure unless
 * PORTAL_SKIP_E2E=1 says so explicitly: a green run must never hide that the browser tests did not happen.
 */
export async function runE2e(): Promise<SuiteResult[]> {
  const started = performance.now();
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const skipWanted = process.env.PORTAL_SKIP_E2E === '1';
  if (skipWanted || !existsSync(chromium)) {
    const why = skipWanted ? 'PORTAL_SKIP_E2E=1 is set' : `no Chromium at ${chromium} (set CHROMIUM_PATH)`;
    console.log(`\ne2e was NOT run: ${why}.`);
    if (skipWanted)
      return [{ name: 'e2e', passed: 0, failed: 0, skipped: 0, seconds: 0, note: `not run: ${why}` }];
    return [problem('e2e', 0, `not run: ${why}; PORTAL_SKIP_E2E=1 skips it on purpose`)];
  }
  const reportFile = join(resultsDir, 'e2e.json');
  rmSync(reportFile, { force: true });
  // Playwright always gives its workers FORCE_COLOR=1, and Node warns when NO_COLOR is set too; FORCE_COLOR=0
  // turns colours off in the runner, which writes everything we read.
  const env: NodeJS.ProcessEnv = { ...childEnv(), CHROMIUM_PATH: chromium, PORTAL_E2E_JSON: reportFile };
  env.FORCE_COLOR = '0';
  delete env.NO_COLOR;
  const cli = join(repoRoot, 'node_modules/@playwright/test/cli.js');
  const code = await run(process.execPath, [cli, 'test'], { cwd: join(repoRoot, 'apps/e2e'), env });
  const seconds = secondsSince(started);

  const summary = readPlaywrightSummary(reportFile);
  const results: SuiteResult[] = Object.entries(summary?.projects ?? {}).map(([project, counts]) => ({
    name: `e2e ${project}`,
    ...counts,
    seconds,
  }));
  if (summary && summary.errors > 0) {
    results.push(problem('e2e', seconds, `${summary.errors} error(s) outside tests, e.g. in global setup`));
  }
  return withCrash(results, code, 'e2e', seconds, summary ? undefined : 'no JSON report was written');
}

/** A non-zero exit without any counted failure is a crash, and a crash is a failure, never "0 failed". */
function withCrash(
  results: SuiteResult[],
  code: number,
  name: string,
  seconds: number,
  missing: string | undefined,
): SuiteResult[] {
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  if (missing) return [...results, problem(name, seconds, `${missing} (exit code ${code})`)];
  if (code !== 0 && failed === 0) return [...results, problem(name, seconds, `exited with code ${code}`)];
  return results;
}

function problem(name: string, seconds: number, note: string): SuiteResult {
  const counts: Counts = { passed: 0, failed: 1, skipped: 0 };
  return { name, ...counts, seconds, note };
}

function secondsSince(started: number): number {
  return (performance.now() - started) / 1000;
}
