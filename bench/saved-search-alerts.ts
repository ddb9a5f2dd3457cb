// Saved-search alerts at scale (issue 23): the time from ads going online to their alerts queued, with 100,000
// saved searches on the 1,000,000-ad bench database. Each round changes the price of a batch of listed ads (the
// estates trigger queues them, as any write of an ad does), then times one run of the alert job over the batch:
// a minute's worth at 10,000 ads an hour (170 ads) and a whole hour's worth at once (10,000 ads).
//
//   DATABASE_URL=postgres://…/y_bench node bench/saved-search-alerts.ts [--searches 100000] [--rounds 3] [--batches 170,10000]
//
// A new ad waits for the job's next run (ALERTS_CRON) and then the job's time: at most one interval plus the figure
// printed. The searches, hits and e-mails it makes are removed at the end.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { matchSavedSearches } from '../apps/server/src/features/saved-searches/index.ts';
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

try {
  await db.execute(sql`delete from saved_search_queue`);
  const made = await makeSearches();
  const [ads] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from estates`)).rows;
  console.log(`${ads?.count} ads, ${made} saved searches`);
  for (const batch of batches) {
    const times: number[] = [];
    let alerts = 0;
    const hitsBefore = await countHits();
    for (let n = 0; n < rounds; n += 1) {
      const { ms, result } = await round(batch);
      times.push(ms);
      if (result !== 'busy') alerts += result.alerts;
    }
    const hits = (await countHits()) - hitsBefore;
    const figures = summarize(times);
    console.log(
      `${batch} changed ads → alerts queued: p50 ${figures.p50.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms` +
        ` (${rounds} rounds, ${Math.round(alerts / rounds)} alerts a round, ${Math.round(hits / rounds)} hits a round)`,
    );
  }
} finally {
  await cleanUp();
  await database.close();
}
