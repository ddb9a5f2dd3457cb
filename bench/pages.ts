// Page benchmark: npm run bench:pages -- [--ads 1000000] [--seconds 5] [--connections 1,32]
//   [--cache off,on] [--only <name part>] [--env NAME=value …] (settings for the server, e.g. RENDER_THREADS=0)
// The server-rendered public pages as a browser asks for them (compressed), with the page cache and the list cache
// off (every page rendered from the database) and on (the servers' defaults). For each page: pages a second and
// latency at each concurrency, the CPU one page costs in the server process and in PostgreSQL (from /proc over
// the run), and the page's size. Writes bench/results/pages-<date>.json and .md.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import pg from 'pg';
import { plannerSettings } from '../apps/server/src/db/client.ts';
import { prepareBenchDatabase } from './bench-db.ts';
import { drive } from './load.ts';
import { describeMachine, loadText } from './machine.ts';
import { type PageReport, type PageResult, type PageRun, writePageReport } from './page-report.ts';
import { type PageSamples, pageRequest, pageScenarios } from './page-scenarios.ts';
import { cpuBetween, databaseCpuMs, processCpuMs } from './process-cpu.ts';
import { startServer } from './server-process.ts';

const { values } = parseArgs({
  options: {
    ads: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1,32' },
    cache: { type: 'string', default: 'off,on' },
    only: { type: 'string' },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const ads = Number(values.ads);
const seconds = Number(values.seconds);
const concurrencies = values.connections.split(',').map(Number);
const cacheModes = values.cache.split(',');
const serverEnv = Object.fromEntries(values.env.map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
if (
  !Number.isSafeInteger(ads) ||
  !(seconds > 0) ||
  concurrencies.some((c) => !Number.isSafeInteger(c) || c < 1) ||
  cacheModes.some((mode) => mode !== 'off' && mode !== 'on')
) {
  console.error(
    'usage: npm run bench:pages -- [--ads N] [--seconds S] [--connections 1,32] [--cache off,on]',
  );
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const dataDir = fileURLToPath(new URL('.data', import.meta.url));
const chosen = pageScenarios.filter((scenario) => !values.only || scenario.name.includes(values.only));
const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const currentLoad = () => loadavg().map((value) => roundTo(value, 2));

// Off: every page rendered from the database. On: the servers' defaults.
const cacheEnv = { off: { PUBLIC_LIST_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0' }, on: {} };

/** What one page weighs as the browser gets it, and the parts of it that are data and styles. */
async function measurePage(url: string) {
  const answer = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await answer.text();
  const bytes = (text: string) => Buffer.byteLength(text);
  const firstData = /<script type="application\/json" id="initial-data">[\s\S]*?<\/script>/.exec(html)?.[0];
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map((match) => match[0]);
  const root = /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body)/.exec(html)?.[1] ?? '';
  return {
    status: answer.status,
    rendered: root.length > 0,
    kb: roundTo(bytes(html) / 1024, 1),
    // As a page goes out the first time (apps/server/src/features/seo/page-cache.ts).
    brotliKb: roundTo(
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } }).length / 1024,
      1,
    ),
    firstDataKb: roundTo(bytes(firstData ?? '') / 1024, 1),
    stylesKb: roundTo(styles.reduce((sum, style) => sum + bytes(style), 0) / 1024, 1),
  };
}

const started = performance.now();
const machineBefore = describeMachine();
console.log(
  `pages: ${ads} ads, ${seconds} s per run, c=${concurrencies.join(',')}; ${loadText(machineBefore.load)}`,
);
const prepared = await prepareBenchDatabase(databaseUrl, dataDir, ads);
if (prepared.seeded > 0) console.log(`seeded ${prepared.seeded} ads in ${prepared.seconds.toFixed(0)} s`);

const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: 1,
  onConnect: (client) => client.query(plannerSettings),
});
const results: PageResult[] = [];
try {
  const { rows } = await pool.query<PageSamples['ads'][number]>(
    `select estate_id as "estateId", type, title from estates
      where active = 1 and expires_at > now() order by random() limit 200`,
  );
  const samples: PageSamples = { ads: rows };
  for (const cache of cacheModes as ('off' | 'on')[]) {
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      FTP_PORT: '0',
      METRICS_PORT: '0',
      ...cacheEnv[cache],
      ...serverEnv,
    });
    try {
      for (const scenario of chosen) {
        const paths = scenario.paths(samples);
        // Every page once before the runs: the first render of a screen loads its modules.
        for (const path of paths) await fetch(`${server.url}${path}`).then((answer) => answer.arrayBuffer());
        const page = await measurePage(`${server.url}${paths[0]}`);
        const runs: PageRun[] = [];
        for (const connections of concurrencies) {
          const load = currentLoad();
          const nodeBefore = processCpuMs(server.pid);
          const databaseBefore = await databaseCpuMs(pool);
          const run = await drive(server.url, paths.map(pageRequest), connections, seconds);
          const nodeMs = processCpuMs(server.pid) - nodeBefore;
          const databaseMs = cpuBetween(databaseBefore, await databaseCpuMs(pool));
          const pages = Math.max(1, run.count);
          runs.push({
            ...run,
            load,
            nodeMsPerPage: roundTo(nodeMs / pages, 2),
            databaseMsPerPage: roundTo(databaseMs / pages, 2),
            nodeCores: roundTo(nodeMs / (seconds * 1000), 2),
          });
        }
        const result: PageResult = { name: scenario.name, cache, page, runs, missed: [] };
        results.push(result);
        const figures = runs
          .map(
            (run) =>
              `c=${run.connections} ${run.rps}/s p95 ${run.p95} ms, ${run.nodeMsPerPage} ms Node + ` +
              `${run.databaseMsPerPage} ms PG a page, ${run.nodeCores} cores (load ${run.load[0]})`,
          )
          .join('; ');
        console.log(`${scenario.name}, cache ${cache}: ${page.kb} kB; ${figures}`);
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await pool.end();
}

const report: PageReport = {
  date: new Date().toISOString(),
  ads: prepared.ads,
  seconds: Math.round((performance.now() - started) / 1000),
  serverEnv,
  machineBefore,
  machineAfter: describeMachine(),
  results,
};
console.log(`\nwritten ${writePageReport(report, fileURLToPath(new URL('results', import.meta.url)))}`);
