// Responsiveness during a big import: npm run bench:import-responsiveness -- [--offers 10000]
// The real server on the embedded database (PGlite, a fresh DATA_DIR) imports a full IMO export of N offers without
// photos, started by the admin's 'Importuj teraz'; meanwhile one connection asks for ad pages one after another:
// the server-rendered HTML page and its /api/estates/:id detail in turn. Prints the latencies before and during the
// import and the import's duration; writes bench/results/import-responsiveness-<date>.json and .md.
// Needs a web build for the HTML pages: made once into bench/.data/import-web (delete it to rebuild).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { routes } from '@portal/domain';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { loadPlaces } from '../apps/server/src/db/places/load-places.ts';
import { integrations } from '../apps/server/src/db/schema.ts';
import { homeFolder } from '../apps/server/src/features/imports/home-folder.ts';
import { issueToken } from '../apps/server/src/http/auth.ts';
import { makeEstate, makeUser } from '../apps/server/test/factories.ts';
import { benchOffers, writeBenchPackage } from './import-package.ts';
import { describeMachine, machineText } from './machine.ts';
import { startServer } from './server-process.ts';
import { summarize } from './stats.ts';

const { values } = parseArgs({ options: { offers: { type: 'string', default: '10000' } } });
const offerCount = Number(values.offers);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const dataDir = here('.data/import-responsiveness');
const webDist = here('.data/import-web');
const jwtSecret = 'import-responsiveness-bench-secret-0123456789';

if (!existsSync(join(webDist, 'index.html'))) {
  const build = spawnSync(process.execPath, [here('../apps/web/build.ts'), '--outDir', webDist], {
    cwd: here('../apps/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web build failed');
}

/** A fresh database with the localities, an admin, a company with its integration, and ads to ask for. */
async function prepare() {
  rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    await loadPlaces(database.db);
    const { db } = database;
    const admin = await makeUser(db, { email: 'bench-admin@example.com', admin: true });
    const company = await makeUser(db, { email: 'bench-company@example.com', company: true });
    const [integration] = await db
      .insert(integrations)
      .values({ userId: company.userId, type: 'imo', ftpLogin: 'bench', ftpPasswordEncrypted: 'x' })
      .returning();
    const ads = [];
    for (let i = 0; i < 50; i++) ads.push(await makeEstate(db, company.userId));
    return { admin, integrationId: integration!.integrationId, ads };
  } finally {
    await database.close();
  }
}

const { admin, integrationId, ads } = await prepare();
const folder = homeFolder(join(dataDir, 'ftp'), integrationId);
mkdirSync(folder, { recursive: true });
await writeBenchPackage(join(folder, 'oferty_1.zip'), benchOffers(offerCount, 0), 'responsiveness');

const machineBefore = describeMachine();
// The scheduled import must not take the package first: only the admin's run is timed.
const server = await startServer({
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  FTP_PORT: '0',
  JWT_SECRET: jwtSecret,
  IMPORT_SETTLE_SECONDS: '86400',
});
const paths = ads.flatMap((ad) => [
  routes.estate(ad.type, ad.title, ad.estateId),
  `/api/estates/${ad.estateId}`,
]);

/** A POST answered when the import ends: node:http, whose requests have no time limit (fetch gives up at 5 min). */
function post(url: string, authorization: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers: { authorization } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * Asks for ad pages one at a time until `until` settles. A request that fails (a server too busy to read it for a
 * minute drops the connection) counts with the time it took.
 */
async function askWhile(until: Promise<unknown>) {
  let settled = false;
  const done = () => {
    settled = true;
  };
  until.then(done, done);
  const latencies: number[] = [];
  let failed = 0;
  for (let i = 0; !settled; i++) {
    const started = performance.now();
    const ok = await fetch(`${server.url}${paths[i % paths.length]}`).then(
      async (response) => (await response.arrayBuffer()) && response.status === 200,
      () => false,
    );
    latencies.push(performance.now() - started);
    if (!ok) failed++;
  }
  return { ...summarize(latencies), max: Math.round(Math.max(...latencies) * 100) / 100, failed };
}

let report: Record<string, unknown>;
try {
  const idle = await askWhile(new Promise((resolve) => setTimeout(resolve, 5_000)));
  const { token } = await issueToken(jwtSecret, admin, false);
  const started = performance.now();
  const importing = post(`${server.url}/api/site/imports/run/${integrationId}`, `JWT ${token}`);
  const during = await askWhile(importing);
  const importSeconds = Math.round((performance.now() - started) / 10) / 100;
  report = { idle, during, importSeconds, outcome: await importing };
} finally {
  await server.stop();
}

const date = new Date().toISOString();
const machineAfter = describeMachine();
type Latencies = Awaited<ReturnType<typeof askWhile>>;
const row = (name: string, t: Latencies) =>
  `| ${name} | ${t.count} | ${t.failed} | ${t.p50} | ${t.p95} | ${t.max} |`;
const table = [
  `Ad pages (HTML and /api/estates/:id in turn, one connection) while the server on PGlite imports ${offerCount} offers, ${date}.`,
  `Before: ${machineText(machineBefore)}. After: ${machineText(machineAfter)}.`,
  '',
  '| Phase | Requests | Failed | p50 ms | p95 ms | max ms |',
  '|---|---|---|---|---|---|',
  row('idle (5 s)', report.idle as Latencies),
  row('during the import', report.during as Latencies),
  '',
  `Import: ${report.importSeconds} s, \`${JSON.stringify(report.outcome)}\``,
].join('\n');
const resultsDir = here('results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `import-responsiveness-${date.replace(/[:.]/g, '-')}`);
writeFileSync(
  `${file}.json`,
  `${JSON.stringify({ date, offerCount, machineBefore, machineAfter, ...report }, null, 2)}\n`,
);
writeFileSync(`${file}.md`, `# Responsiveness during an import ${date}\n\n${table}\n`);
console.log(`\n${table}`);
