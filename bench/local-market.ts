// The local market of an ad (its price per m² against the median of comparable offers), at the bench database's size:
//
//   npm run bench:local-market -- [--samples 20000] [--per-view 300] [--refreshes 3]
//
// Times, on one connection: the scheduled refresh of every market (local_markets), which rewrites only what moved; the
// market's look-up as the ad detail makes it, alone and inside the whole ad detail (getEstate), for random listed
// ads; and, for comparison, the median computed per view over the ad's city market, which is what the table saves.
// Reads the ads and writes only local_markets. Writes results/local-market-*.md and .json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { estates, pricePerM2Of } from '../apps/server/src/db/schema.ts';
import { getEstate } from '../apps/server/src/features/estates/get-estate.ts';
import { isListed } from '../apps/server/src/features/estates/listed.ts';
import { localMarketOfAd } from '../apps/server/src/features/estates/local-markets.ts';
import { refreshLocalMarkets } from '../apps/server/src/features/estates/refresh-local-markets.ts';
import { describeMachine, type Machine, machineText } from './machine.ts';
import { summarize, type Timing } from './stats.ts';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '20000' },
    'per-view': { type: 'string', default: '300' },
    refreshes: { type: 'string', default: '3' },
  },
});
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const database = await openDatabase({
  databaseUrl,
  settings: loadConfig({ DATABASE_TIMEOUT_SECONDS: '3600' }),
});
const { db } = database;
const machineBefore = describeMachine();
await migrate(database);

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function timings(ids: number[], work: (id: number) => Promise<unknown>): Promise<Timing> {
  const samples: number[] = [];
  for (const id of ids) samples.push((await timed(() => work(id)))[0]);
  return summarize(samples);
}

const lookUp = db
  .select({ market: localMarketOfAd })
  .from(estates)
  .where(eq(estates.estateId, sql.placeholder('estateId')))
  .prepare('bench_local_market');

// The rejected design: the city market's median computed when the ad is viewed (percentile_cont over the city's
// list index of the price per m²).
const perView = (ad: { type: string; rent: number; cityId: number }) =>
  db.execute(sql`
    select percentile_cont(0.5) within group (order by ${pricePerM2Of(estates.price, estates.area)}), count(*)
    from ${estates}
    where ${isListed()} and ${estates.type} = ${ad.type} and ${estates.rent} = ${ad.rent}
      and ${estates.cityId} = ${ad.cityId} and ${pricePerM2Of(estates.price, estates.area)} > 0`);

type Report = {
  date: string;
  ads: number;
  markets: { district: number; city: number };
  refreshMs: number[];
  refreshReports: unknown[];
  lookUp: Timing;
  detail: Timing;
  perView: Timing;
  adsWithAMarket: number;
  machineBefore: Machine;
  machineAfter: Machine;
};

function markdown(report: Report): string {
  const figure = (value: number) => value.toLocaleString('en');
  const row = (name: string, timing: Timing) =>
    `| ${name} | ${figure(timing.count)} | ${timing.p50} | ${timing.p95} | ${timing.p99} |`;
  return [
    `# Local markets ${report.date}`,
    '',
    `${figure(report.ads)} ads; ${figure(report.markets.district)} district and ${figure(report.markets.city)} ` +
      `city markets of at least 10 offers; ${figure(report.adsWithAMarket)} of the sampled ads have one.`,
    `Before: ${machineText(report.machineBefore)}. After: ${machineText(report.machineAfter)}.`,
    '',
    `Refresh of every market (ms, in turn): ${report.refreshMs.map((ms) => figure(Math.round(ms))).join(', ')}; ` +
      `rows written: ${report.refreshReports.map((r) => JSON.stringify(r)).join(', ')}.`,
    '',
    '| one connection | samples | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|',
    row("the ad's market, looked up (target p95 ≤ 2 ms)", report.lookUp),
    row('the whole ad detail with it (getEstate)', report.detail),
    row('rejected: the city median computed per view', report.perView),
  ].join('\n');
}

function writeResults(report: Report): string {
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `local-market-${report.date.replace(/[:.]/g, '-')}`);
  writeFileSync(`${file}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${file}.md`, `${markdown(report)}\n`);
  return `${file}.md`;
}

try {
  const refreshMs: number[] = [];
  const refreshReports: unknown[] = [];
  for (let n = 0; n < Number(values.refreshes); n += 1) {
    const [ms, result] = await timed(() => refreshLocalMarkets(db));
    refreshMs.push(ms);
    refreshReports.push(result);
    console.log(`refresh ${n + 1}: ${Math.round(ms)} ms ${JSON.stringify(result)}`);
  }
  const { rows: sample } = await db.execute<{ id: number; type: string; rent: number; cityId: number }>(sql`
    select estate_id as id, type, rent, city_id as "cityId" from ${estates} tablesample system (5)
    where ${isListed()} order by random() limit ${Number(values.samples)}`);
  const ids = sample.map((ad) => ad.id);
  let adsWithAMarket = 0;
  const lookUpTiming = await timings(ids, async (estateId) => {
    const [row] = await lookUp.execute({ estateId });
    if (row?.market) adsWithAMarket += 1;
  });
  console.log(`look-up: ${JSON.stringify(lookUpTiming)}`);
  const detail = await timings(ids, (id) => getEstate(db, id));
  console.log(`ad detail: ${JSON.stringify(detail)}`);
  const perViewSamples: number[] = [];
  for (const ad of sample.slice(0, Number(values['per-view'])))
    perViewSamples.push((await timed(() => perView(ad)))[0]);
  const perViewTiming = summarize(perViewSamples);
  console.log(`per view: ${JSON.stringify(perViewTiming)}`);
  const [counts] = (
    await db.execute<{ ads: number; district: number; city: number }>(sql`
      select (select count(*) from ${estates})::int as ads,
        count(*) filter (where district <> '')::int as district, count(*) filter (where district = '')::int as city
      from local_markets`)
  ).rows;
  const report: Report = {
    date: new Date().toISOString(),
    ads: counts?.ads ?? 0,
    markets: { district: counts?.district ?? 0, city: counts?.city ?? 0 },
    refreshMs,
    refreshReports,
    lookUp: lookUpTiming,
    detail,
    perView: perViewTiming,
    adsWithAMarket,
    machineBefore,
    machineAfter: describeMachine(),
  };
  console.log(`Written to ${writeResults(report)}`);
} finally {
  await database.close();
}
