// The project's test command (`npm test`). Runs the selected suites one after another, prints a summary per
// suite and, as its very last line, `N passed, N failed` over everything it ran; exits 1 on any failure or crash.
//
//   npm test                                  Vitest (domain, server on PGlite, web) + Playwright e2e
//   npm test -- --pg                          the same, plus the server tests against PostgreSQL (DATABASE_URL,
//                                             default postgres://postgres:postgres@127.0.0.1:5432/postgres), the
//                                             faults suite (the server process against a PostgreSQL server of its
//                                             own that it stops, restarts and freezes: needs Debian's postgresql
//                                             package, /usr/lib/postgresql/*/bin) and the two-instance suite
//   npm test -- --suite server                only some suites: lockfile, lint, typecheck, size, vitest,
//               --suite server-pg             domain, server, web, server-pg, faults, instances, e2e (repeatable;
//                                             run in that order)
//
// PORTAL_SKIP_E2E=1 skips the browser tests on purpose; without it a missing Chromium is a failure.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatSummary, type SuiteResult, totalOf } from './test-counts.ts';
import { resultsDir } from './test-env.ts';
import { runCheck, runE2e, runSize, runVitest } from './test-suites.ts';

const suiteNames = [
  'lockfile',
  'lint',
  'typecheck',
  'size',
  'vitest',
  'domain',
  'server',
  'web',
  'server-pg',
  'faults',
  'instances',
  'e2e',
] as const;
type SuiteName = (typeof suiteNames)[number];
const vitestProjects = ['domain', 'server', 'web'];

const { values } = parseArgs({
  options: { suite: { type: 'string', multiple: true }, pg: { type: 'boolean', default: false } },
});
const unknown = (values.suite ?? []).filter((name) => !suiteNames.includes(name as SuiteName));
if (unknown.length > 0) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Known: ${suiteNames.join(', ')}.`);
  process.exit(2);
}
const wanted = new Set<string>(values.suite ?? ['vitest', 'e2e']);
if (values.pg) {
  wanted.add('server-pg');
  wanted.add('faults');
  wanted.add('instances');
}

const results: SuiteResult[] = [];
if (wanted.has('lockfile')) results.push(...(await runCheck('lockfile')));
if (wanted.has('lint')) results.push(...(await runCheck('lint')));
// Side by side: tsc keeps one core busy and the build mostly the other; both print little unless they fail.
const [typecheck, size] = await Promise.all([
  wanted.has('typecheck') ? runCheck('typecheck') : [],
  wanted.has('size') ? runSize() : [],
]);
results.push(...typecheck, ...size);
// One Vitest process for all chosen projects: starting Vitest once is cheaper than once per project.
const projects = vitestProjects.filter((project) => wanted.has('vitest') || wanted.has(project));
// The server suite on PGlite and again on PostgreSQL: each sends half the fuzz requests (src/http/fuzz.test.ts), from
// a seed of its own, so that together they try as many different requests as one run does, in half the time.
const fuzzShare = (seed: number): NodeJS.ProcessEnv =>
  projects.includes('server') && wanted.has('server-pg') && !process.env.FUZZ_SEED
    ? { FUZZ_SEED: String(seed), FUZZ_REQUESTS: '3250' }
    : {};
if (projects.length > 0) results.push(...(await runVitest(projects, { env: fuzzShare(1717) })));
if (wanted.has('server-pg'))
  results.push(...(await runVitest(['server'], { onPostgres: true, env: fuzzShare(1718) })));

// The faults and instances suites mostly wait (for PostgreSQL to stop, start or thaw, for a second process): beside
// the browser tests, with their output kept in a file and shown once both are done.
const processLog = join(resultsDir, 'faults-and-instances.log');
rmSync(processLog, { force: true });
const log = wanted.has('e2e') ? processLog : undefined;
const processSuites = async () => [
  ...(wanted.has('faults') ? await runVitest(['faults'], { log }) : []),
  ...(wanted.has('instances') ? await runVitest(['instances'], { onPostgres: true, log }) : []),
];
const [processes, e2e] = await Promise.all([processSuites(), wanted.has('e2e') ? runE2e() : []]);
if (log && existsSync(log)) console.log(`\n==> faults and instances\n${readFileSync(log, 'utf8')}`);
results.push(...processes, ...e2e);

for (const line of formatSummary(results)) console.log(line);
process.exit(totalOf(results).failed > 0 ? 1 : 0);
