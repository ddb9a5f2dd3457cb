// Small-export benchmark: npm run bench:import-small -- [--runs 30]
// 'One-offer export': an ASARI office's full export of one offer (manifest, offers file and the office's
// dictionary, no photos) lands in its FTP folder, and the admin's 'Importuj teraz' path imports it (importWaiting:
// claim, parse, place, write, withdraw, archive). N exports in turn, each changing the offer's price; the median and
// p95 of a package's time, and of its run's own time as the run list shows it. The bench database (DATABASE_URL,
// default portal_bench) gets a new company each time. Writes bench/results/import-small-<date>.json and .md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { importRuns, integrations } from '../apps/server/src/db/schema.ts';
import { homeFolder, importWaiting } from '../apps/server/src/features/imports/home-folder.ts';
import { createLocalStorage } from '../apps/server/src/infra/storage/local-storage.ts';
import { makeUser } from '../apps/server/test/factories.ts';
import { asariFiles } from '../apps/server/test/fixtures/crm/packages.ts';
import { describeMachine, machineText } from './machine.ts';
import { summarize } from './stats.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const runs = Number(values.runs);

/**
 * The office's definictions.xml as ASARI delivers it: the parameters (the fixture's, a real office's) and the value
 * dictionaries they draw on, in the real office's numbers (84 dictionaries, 21,707 values, about 11 letters each;
 * ../shared/data/crm/asari/dictionaries.tsv), which the fixture leaves out: about 0.7 MB of XML in every export.
 */
function officeDictionary(parameters: string): string {
  const values = Array.from({ length: 21_707 }, (_, i) => ({
    dictionary: 1 + (i % 84),
    text: `WARTOŚĆ ${i}`,
  }));
  const dictionaries = Map.groupBy(values, (value) => value.dictionary);
  const xml = [...dictionaries].map(
    ([id, list]) =>
      `    <dictionary id="${id}">\n${list.map((v, i) => `      <v id="${i + 1}">${v.text}</v>`).join('\n')}\n    </dictionary>`,
  );
  return parameters.replace(
    '</definitions>',
    `  <dictionaries>\n${xml.join('\n')}\n  </dictionaries>\n</definitions>`,
  );
}
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-import-small-'));
const machineBefore = describeMachine();
const database = await openDatabase({ databaseUrl });
const packageMs: number[] = [];
const runMs: number[] = [];
let statuses: Record<string, number> = {};
try {
  await migrate(database);
  const { db } = database;
  const config = loadConfig({ DATA_DIR: dataDir });
  const context = { config, db, storage: createLocalStorage(join(dataDir, 'storage')) };
  const stamp = Date.now();
  const company = await makeUser(db, {
    email: `bench-small-${stamp}@example.com`,
    company: true,
    companyName: 'Biuro benchmarku',
  });
  const [integration] = await db
    .insert(integrations)
    .values({ userId: company.userId, type: 'asari', ftpLogin: `small-${stamp}`, ftpPasswordEncrypted: 'x' })
    .returning();
  if (!integration) throw new Error('no integration');
  const folder = homeFolder(config.ftpDir, integration.integrationId);
  mkdirSync(folder, { recursive: true });
  let dictionary: string | undefined;
  for (let run = 0; run < runs; run++) {
    const files = asariFiles({
      full: true,
      offers: [{ id: '1/3877/OMS', price: 400_000 + run * 1000, city: 'Kraków' }],
    });
    dictionary ??= officeDictionary(files['definictions.xml']);
    files['definictions.xml'] = dictionary;
    // One export a minute, as an office's CRM sends them; the name's time orders them.
    const time = new Date(Date.UTC(2026, 8, 16, 8, run));
    const exportStamp = time
      .toISOString()
      .replace(/\D/g, '')
      .replace(/^(\d{8})(\d{6}).*/, '$1_$2');
    for (const [name, content] of Object.entries(files))
      writeFileSync(
        join(folder, name.replace('20260916_151353', exportStamp)),
        content.replaceAll('20260916_151353', exportStamp),
      );
    const started = performance.now();
    const outcomes = await importWaiting(context, integration.integrationId);
    packageMs.push(performance.now() - started);
    for (const { status } of outcomes) statuses = { ...statuses, [status]: (statuses[status] ?? 0) + 1 };
  }
  const recorded = await db
    .select({ startedAt: importRuns.startedAt, finishedAt: importRuns.finishedAt })
    .from(importRuns)
    .where(eq(importRuns.integrationId, integration.integrationId));
  for (const { startedAt, finishedAt } of recorded)
    if (finishedAt) runMs.push(finishedAt.getTime() - startedAt.getTime());
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const date = new Date().toISOString();
const machineAfter = describeMachine();
const perPackage = summarize(packageMs);
const perRun = summarize(runMs);
const table = [
  `One-offer ASARI export imported ${runs} times through 'Importuj teraz', ${date}. Before: ${machineText(machineBefore)}. After: ${machineText(machineAfter)}.`,
  '',
  '| Measure | Runs | Median ms | p95 ms |',
  '|---|---|---|---|',
  `| package (claim to archive) | ${perPackage.count} | ${perPackage.p50} | ${perPackage.p95} |`,
  `| run (started to finished) | ${perRun.count} | ${perRun.p50} | ${perRun.p95} |`,
  '',
  `Outcomes: \`${JSON.stringify(statuses)}\``,
].join('\n');
const resultsDir = new URL('results/', import.meta.url).pathname;
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `import-small-${date.replace(/[:.]/g, '-')}`);
writeFileSync(
  `${file}.json`,
  `${JSON.stringify({ date, runs, machineBefore, machineAfter, perPackage, perRun, statuses, packageMs }, null, 2)}\n`,
);
writeFileSync(`${file}.md`, `# Small-export import benchmark ${date}\n\n${table}\n`);
console.log(`\n${table}`);
