// CPU profile of one page under load: npm run bench:profile-page -- [--path /mieszkania/sprzedaz/]
//   [--seconds 10] [--connections 8] [--ads 1000000] [--env NAME=value …] (settings for the server)
// Runs the server on the bench database (DATABASE_URL, as bench/pages.ts) with --cpu-prof, which writes one profile
// per thread (the main thread and each render thread), with the page and list caches off; warms the page, drives it
// with autocannon, stops the server and writes bench/results/profile-<date>.md: the pages served, the CPU a page,
// and where each thread's time went during the run. The raw profiles stay in bench/.data/profiles.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareBenchDatabase } from './bench-db.ts';
import { type CpuProfile, summarizeProfile } from './cpu-profile.ts';
import { drive } from './load.ts';
import { describeMachine, machineText } from './machine.ts';
import { pageRequest } from './page-scenarios.ts';
import { threadCpuMs } from './process-cpu.ts';
import { startServer } from './server-process.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/mieszkania/sprzedaz/' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    ads: { type: 'string', default: '1000000' },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const serverEnv = Object.fromEntries(values.env.map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const date = new Date().toISOString();
const stamp = date.replace(/[:.]/g, '-');
const profileDir = here(`.data/profiles/${stamp}`);
// The profiles' clock: V8 writes microseconds of the monotonic clock that process.hrtime reads.
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

mkdirSync(profileDir, { recursive: true });
const machineBefore = describeMachine();
await prepareBenchDatabase(databaseUrl, here('.data'), Number(values.ads));
const server = await startServer({
  DATABASE_URL: databaseUrl,
  DATA_DIR: here('.data'),
  FTP_PORT: '0',
  METRICS_PORT: '0',
  PUBLIC_LIST_CACHE_SECONDS: '0',
  PAGE_CACHE_SECONDS: '0',
  NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
  ...serverEnv,
});
let run: Awaited<ReturnType<typeof drive>>;
let window: { from: number; to: number };
const cpu = new Map<string, number>();
try {
  // The first renders load the screen's modules: left out of the window.
  for (let warm = 0; warm < 5; warm++) await (await fetch(`${server.url}${values.path}`)).arrayBuffer();
  const before = threadCpuMs(server.pid);
  const from = nowMicros();
  run = await drive(server.url, [pageRequest(values.path)], connections, seconds);
  window = { from, to: nowMicros() };
  for (const [name, ms] of threadCpuMs(server.pid)) cpu.set(name, ms - (before.get(name) ?? 0));
} finally {
  // The profiles are written as the threads end.
  await server.stop();
}

const pages = Math.max(1, run.count);
const threads = readdirSync(profileDir)
  .filter((file) => file.endsWith('.cpuprofile'))
  .map((file) => {
    // CPU.<date>.<time>.<pid>.<thread id>.<sequence>.cpuprofile; thread 0 is the main thread.
    const thread = Number(file.split('.')[4]);
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
    return { thread, summary: summarizeProfile(profile, { top: 15, ...window }) };
  })
  .sort((a, b) => a.thread - b.thread);

const settings = Object.entries(serverEnv).map(([name, value]) => ` ${name}=${value}`);
const msPerPage = (ms: number) => (ms / pages).toFixed(2);
const total = [...cpu.values()].reduce((sum, ms) => sum + ms, 0);
const lines = [
  `# CPU profile of ${values.path}, ${date}`,
  '',
  `${values.ads} ads requested, caches off${settings.join('')}; ${connections} connections for ${seconds} s: ` +
    `${pages} pages, ${run.rps} a second. Before: ${machineText(machineBefore)}. ` +
    `After: ${machineText(describeMachine())}.`,
  '',
  '| Threads (from /proc) | CPU ms a page |',
  '|---|---|',
  ...[...cpu]
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `| ${name} | ${msPerPage(ms)} |`),
  `| all | ${msPerPage(total)} |`,
  '',
  // A sampling profiler counts the time a thread waits for a core as its own: the shares hold, not the times.
  'Below, each thread of the profile: the shares of its samples during the run.',
  '',
  ...threads.flatMap(({ thread, summary }) => [
    `## ${thread === 0 ? 'Main thread' : `Render thread ${thread}`}`,
    '',
    summary.markdown,
    '',
  ]),
];
const resultsDir = here('results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, `profile-${stamp}.md`), `${lines.join('\n')}\n`);
console.log(
  lines
    .slice(0, lines.indexOf('Below, each thread of the profile: the shares of its samples during the run.'))
    .join('\n'),
);
console.log(`\nwritten ${join(resultsDir, `profile-${stamp}.md`)}; profiles in ${profileDir}`);
