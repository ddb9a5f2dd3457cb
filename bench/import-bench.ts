// Import benchmark: npm run bench:import -- [--offers 1000] [--photos 6]
// A full export of an IMO (Oferty.net) package with N offers and N × photos distinct JPEGs, imported into the
// bench database (DATABASE_URL, default portal_bench) for a new company; then the same file delivered again
// (recognised by its hash) and the same offers in a new export (every offer unchanged, no photo re-processed).
// Each delivery's wall time and the CPU of this process meanwhile (photo work included, PostgreSQL's apart).
// Writes bench/results/import-<date>.json and .md.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { integrations } from '../apps/server/src/db/schema.ts';
import { importPackage } from '../apps/server/src/features/imports/import-package.ts';
import { deleteAccount } from '../apps/server/src/features/users/remove-account.ts';
import { createLocalStorage } from '../apps/server/src/infra/storage/local-storage.ts';
import { makeUser } from '../apps/server/test/factories.ts';
import { benchOffers, writeBenchPackage } from './import-package.ts';
import { describeMachine, machineText } from './machine.ts';

const { values } = parseArgs({
  options: { offers: { type: 'string', default: '1000' }, photos: { type: 'string', default: '6' } },
});
const offerCount = Number(values.offers);
const photosPerOffer = Number(values.photos);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';

const folder = mkdtempSync(join(tmpdir(), 'portal-import-bench-'));
const offers = benchOffers(offerCount, photosPerOffer);
// Photos of their own for each run: a run's offers are not copies of an interrupted earlier run's, left behind.
const photoSeed = Date.now() % 1_000_000;
const writePackage = async (name: string, comment: string) => {
  const path = join(folder, name);
  await writeBenchPackage(path, offers, comment, photoSeed);
  return path;
};

const machineBefore = describeMachine();
const database = await openDatabase({ databaseUrl });
const timings: Record<string, { seconds: number; cpuSeconds: number; outcome: unknown }> = {};
try {
  await migrate(database);
  const { db } = database;
  const storage = createLocalStorage(here('.data/storage'));
  const config = loadConfig();
  const stamp = Date.now();
  const company = await makeUser(db, {
    email: `bench-import-${stamp}@example.com`,
    company: true,
    companyName: 'Biuro benchmarku',
    // A number of its own: an interrupted earlier run's agency, left behind, must not share its contact.
    phone: `+48 5${String(stamp % 100_000_000)
      .padStart(8, '0')
      .replace(/(\d{2})(\d{3})(\d{3})/, '$1 $2 $3')}`,
  });
  const [integration] = await db
    .insert(integrations)
    .values({ userId: company.userId, type: 'imo', ftpLogin: `bench-${stamp}`, ftpPasswordEncrypted: 'x' })
    .returning();
  if (!integration) throw new Error('no integration');
  const first = await writePackage('oferty_1.zip', 'first export');
  const again = join(folder, 'oferty_1_again.zip');
  copyFileSync(first, again);
  const reExport = await writePackage('oferty_2.zip', 'the same offers, exported again');

  const time = async (name: string, path: string) => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const outcome = await importPackage({ config, db, storage }, integration.integrationId, path);
    const cpu = process.cpuUsage(cpuBefore);
    timings[name] = {
      seconds: Math.round((performance.now() - started) / 10) / 100,
      cpuSeconds: Math.round((cpu.user + cpu.system) / 10_000) / 100,
      outcome,
    };
    console.log(
      `${name}: ${timings[name]?.seconds} s, ${timings[name]?.cpuSeconds} s of CPU`,
      JSON.stringify(outcome),
    );
  };
  try {
    await time('full export (all new)', first);
    await time('same file delivered again', again);
    await time('same offers, new export', reExport);
  } finally {
    // The agency leaves with its offers, as a removed account does: the other benches read the newest ads of the
    // bench database, and a run's thousand offers without their everyday facts would change those benches' plans.
    await deleteAccount({ db, storage }, company.userId);
  }
} finally {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
}

const date = new Date().toISOString();
const machineAfter = describeMachine();
const table = [
  `Import of ${offerCount} offers with ${offerCount * photosPerOffer} photos, ${date}. Before: ${machineText(machineBefore)}. After: ${machineText(machineAfter)}.`,
  '',
  '| Delivery | Seconds | Node CPU s | Outcome |',
  '|---|---|---|---|',
  ...Object.entries(timings).map(
    ([name, t]) => `| ${name} | ${t.seconds} | ${t.cpuSeconds} | \`${JSON.stringify(t.outcome)}\` |`,
  ),
].join('\n');
const resultsDir = here('results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `import-${date.replace(/[:.]/g, '-')}`);
writeFileSync(
  `${file}.json`,
  `${JSON.stringify({ date, offerCount, photosPerOffer, machineBefore, machineAfter, timings }, null, 2)}\n`,
);
writeFileSync(`${file}.md`, `# Import benchmark ${date}\n\n${table}\n`);
console.log(`\n${table}`);
