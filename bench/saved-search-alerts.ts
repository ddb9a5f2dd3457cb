// Saved-search alerts at scale: the time from ads going online to their alerts queued, with the target's
// number of saved searches on the bench database of a million ads. Each round changes the price of a batch of
// listed ads (the estates trigger queues them, as any write of an ad does), then times one run of the alert job over
// the batch: a minute's worth of the target's hourly rate of new or changed ads, and a whole hour's worth at once.
// Prints the figures and writes them to results/ with the machine and its load average before and after.
//
//   DATABASE_URL=postgres://…/y_bench npm run bench:alerts -- [--searches 100000] [--rounds 3] [--batches 170,10000]
//
// A new ad waits for the job's next run (ALERTS_CRON) and then the job's time: at most one interval plus the figure
// printed. The searches, hits and e-mails it makes are removed at the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { matchSavedSearches } from '../apps/server/src/features/saved-searches/index.ts';
import { describeMachine, type Machine, machineText } from './machine.ts';
import { summarize } from './stats.ts';

const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
    batches: { type: 'string', default: '170,10000' },
  },
});
const batches = values.batches.split(',').map(Number);
const searches = Number(values.searches);
const rounds = Number(values.rounds);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL: the bench database (a copy of your own)');

const database = await openDatabase({
  databaseUrl,
  settings: loadConfig({ DATABASE_TIMEOUT_SECONDS: '3600' }),
});
const { db } = database;
const machineBefore = describeMachine();
await migrate(database);
const links = { publicUrl: 'https://bench.example', secretKey: 'bench-secret-key-bench-secret-key' };
const marker = 'bench-saved-search';

/**
 * Searches shaped like people's, drawn around real ads (so big cities hold most searches): a type and rent always, a
 * city for all but 2 %, a price band of ±10 % around the ad's, at least as many rooms for half the flats, an area
 * for some, words for a few.
 */
async function makeSearches() {
  await db.execute(sql`delete from saved_searches where email like ${`${marker}%`}`);
  await db.execute(sql`
    with ads as (
      select type, rent, city_id, price, rooms, (price * 0.9)::bigint as low, (price * 1.1)::bigint as high,
        row_number() over () as n
      from estates where active = 1 order by random() limit ${searches})
    insert into saved_searches
      (email, name, criteria, frequency, type, rent, city_id, price_from, price_to, confirmed_at)
    select ${marker} || n || '@example.com', 'bench', jsonb_strip_nulls(jsonb_build_object(
        'type', type, 'rent', rent::text,
        'city', case when n % 50 > 0 then city_id::text end,
        'priceFrom', low::text, 'priceTo', high::text,
        'roomsFrom', case when n % 2 = 0 and type = 'apartment' then rooms::text end,
        'areaFrom', case when n % 5 = 0 then '40' end,
        'words', case when n % 50 = 0 then 'balkon' end)),
      case when n % 5 = 0 then 'daily' else 'instant' end,
      type, rent, case when n % 50 > 0 then city_id else 0 end, low, high, now() - interval '1 day'
    from ads`);
  const [row] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from saved_searches`))
    .rows;
  await db.execute(sql`analyze saved_searches`);
  return row?.count ?? 0;
}

/** Lowers the price of `count` random listed ads by 1 %: each is queued by the trigger as a changed ad. */
async function changeAds(count: number) {
  await db.execute(sql`
    update estates set price = greatest(price * 99 / 100, 1)
    where estate_id in (select estate_id from estates where active = 1 order by random() limit ${count})`);
}

const countHits = async () =>
  (await db.execute<{ count: number }>(sql`select count(*)::int as count from saved_search_hits`)).rows[0]
    ?.count ?? 0;

async function round(ads: number) {
  await changeAds(ads);
  const started = performance.now();
  const result = await matchSavedSearches(db, links);
  return { ms: performance.now() - started, result };
}

async function cleanUp() {
  await db.execute(sql`delete from mail_outbox where "to" like ${`${marker}%`}`);
  await db.execute(sql`delete from saved_searches where email like ${`${marker}%`}`);
  await db.execute(sql`delete from saved_search_queue`);
}

type BatchResult = {
  changedAds: number;
  rounds: number;
  p50Ms: number;
  maxMs: number;
  hitsPerRound: number;
  alertsPerRound: number;
};

/** Runs the rounds of one batch size: the job's time over each batch, and the hits and alerts it made. */
async function measure(batch: number): Promise<BatchResult> {
  const times: number[] = [];
  let alerts = 0;
  const hitsBefore = await countHits();
  for (let n = 0; n < rounds; n += 1) {
    const { ms, result } = await round(batch);
    times.push(ms);
    if (result !== 'busy') alerts += result.alerts;
  }
  const hits = (await countHits()) - hitsBefore;
  return {
    changedAds: batch,
    rounds,
    p50Ms: Math.round(summarize(times).p50),
    maxMs: Math.round(Math.max(...times)),
    hitsPerRound: Math.round(hits / rounds),
    alertsPerRound: Math.round(alerts / rounds),
  };
}

type AlertsReport = {
  date: string;
  ads: number;
  searches: number;
  machineBefore: Machine;
  machineAfter: Machine;
  batches: BatchResult[];
};

const cells = (batch: BatchResult) => [
  batch.changedAds,
  batch.rounds,
  batch.p50Ms,
  batch.maxMs,
  batch.hitsPerRound,
  batch.alertsPerRound,
];

function markdown(report: AlertsReport): string {
  const figure = (value: number) => value.toLocaleString('en');
  return [
    `# Saved-search alerts ${report.date}`,
    '',
    `${figure(report.ads)} ads, ${figure(report.searches)} saved searches. ` +
      `Before: ${machineText(report.machineBefore)}. After: ${machineText(report.machineAfter)}.`,
    '',
    'Time of one run of the alert job over a batch of changed ads, from the ads queued to their hits recorded and ' +
      "alerts queued. An ad waits for the job's next run (`ALERTS_CRON`), then the run.",
    '',
    '| changed ads in the batch | rounds | p50 ms | max ms | hits a round | alerts a round |',
    '|---|---|---|---|---|---|',
    ...report.batches.map((batch) => `| ${cells(batch).map(figure).join(' | ')} |`),
  ].join('\n');
}

/** results/saved-search-alerts-<date>.json and .md, as the other benchmarks keep theirs; answers the .md's path. */
function writeResults(report: AlertsReport): string {
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `saved-search-alerts-${report.date.replace(/[:.]/g, '-')}`);
  writeFileSync(`${file}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${file}.md`, `${markdown(report)}\n`);
  return `${file}.md`;
}

try {
  await db.execute(sql`delete from saved_search_queue`);
  const made = await makeSearches();
  const [ads] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from estates`)).rows;
  console.log(`${ads?.count} ads, ${made} saved searches`);
  const results: BatchResult[] = [];
  for (const batch of batches) {
    const result = await measure(batch);
    results.push(result);
    console.log(
      `${batch} changed ads → alerts queued: p50 ${result.p50Ms} ms, max ${result.maxMs} ms` +
        ` (${rounds} rounds, ${result.alertsPerRound} alerts a round, ${result.hitsPerRound} hits a round)`,
    );
  }
  const report: AlertsReport = {
    date: new Date().toISOString(),
    ads: ads?.count ?? 0,
    searches: made,
    machineBefore,
    machineAfter: describeMachine(),
    batches: results,
  };
  console.log(`Written to ${writeResults(report)}`);
} finally {
  await cleanUp();
  await database.close();
}
