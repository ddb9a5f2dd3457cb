// The property matcher at scale: how long matching a saved ad to its property takes on the bench database.
//
//   npm run bench:property-matching -- [--samples 400]
//
// On the bench database (DATABASE_URL, default portal_bench: 1,000,000 demo ads), first given photo hashes and a
// fifth of its ads in two-offer properties (property-fingerprints.ts, once). Then, for random listed ads, the
// matcher (matchProperty) in the transaction of a save, rolled back: an ad saved again as it was, and an ad whose
// photos are made copies of another offer's of its locality (another agency's duplicate), which it then joins.
// Writes results/property-matching-*.md and .json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { matchProperty } from '../apps/server/src/features/properties/index.ts';
import { describeMachine, machineText } from './machine.ts';
import { prepareFingerprints } from './property-fingerprints.ts';
import { summarize, type Timing } from './stats.ts';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '400' } } });
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const database = await openDatabase({
  databaseUrl,
  settings: loadConfig({ DATABASE_TIMEOUT_SECONDS: '3600' }),
});
const { db } = database;

type Sample = { estateId: number; historyId: number; hashes: string[]; twin: string[] | null };

/** Listed ads with their history's hashes, and the hashes of another offer of their locality and kind. */
async function pickAds(count: number): Promise<Sample[]> {
  const { rows } = await db.execute<{
    estate_id: number;
    history_id: number;
    hashes: string[];
    twin: string[];
  }>(sql`
    select h.estate_id, h.history_id, h.photo_hashes::text[] as hashes,
      (select o.photo_hashes::text[] from estate_histories o
        where o.city_id = h.city_id and o.type = h.type and o.rent = h.rent and o.property_id <> h.property_id
          and abs(o.area - h.area) <= 1 limit 1) as twin
    from estate_histories h tablesample system (1)
    where h.estate_id is not null and h.offline_at is null
    order by random() limit ${count}`);
  return rows.map((row) => ({
    estateId: Number(row.estate_id),
    historyId: Number(row.history_id),
    hashes: row.hashes,
    twin: row.twin,
  }));
}

/** One save's matching, rolled back: the ad's photos given the hashes first (outside the time). */
async function timeMatch(sample: Sample, hashes: string[]): Promise<number> {
  let ms = 0;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`update photos p set perceptual_hash = (${`{${hashes.join(',')}}`}::bigint[])[s.n]
        from (select photo_id, row_number() over (order by sort, photo_id) as n from photos
          where estate_id = ${sample.estateId}) s
        where p.photo_id = s.photo_id`);
      const started = performance.now();
      await matchProperty(tx, sample.estateId);
      ms = performance.now() - started;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'Rollback')) throw error;
    });
  return ms;
}

// An agency's copy: 3 bits off each photo, in other bits than the bench's own copies.
const copyOf = (hash: string) => (BigInt(hash) ^ (7n << 40n)).toString();

try {
  await migrate(database);
  const prepared = await prepareFingerprints(db);
  if (prepared.prepared) console.log(`  fingerprints prepared in ${Math.round(prepared.seconds)} s`);
  const [{ ads, multi }] = (
    await db.execute<{ ads: number; multi: number }>(sql`
      select count(*)::int as ads, count(*) filter (where exists (select 1 from estate_histories o
        where o.property_id = h.property_id and o.history_id <> h.history_id))::int as multi
      from estate_histories h where h.estate_id is not null`)
  ).rows as [{ ads: number; multi: number }];
  const machine = describeMachine();
  const samples = await pickAds(Number(values.samples));
  // Warm the plans and caches once, then time each way over the same ads.
  for (const sample of samples.slice(0, 50)) await timeMatch(sample, sample.hashes);
  const again: number[] = [];
  const copies: number[] = [];
  for (const sample of samples) {
    again.push(await timeMatch(sample, sample.hashes));
    if (sample.twin) copies.push(await timeMatch(sample, sample.twin.map(copyOf)));
  }
  const times = { again: summarize(again), copy: summarize(copies), all: summarize([...again, ...copies]) };
  const row = (name: string, t: Timing) => `| ${name} | ${t.count} | ${t.p50} | ${t.p95} | ${t.p99} |`;
  const report = [
    `# Property matching ${new Date().toISOString()}`,
    '',
    `Machine: ${machineText(machine)}.`,
    '',
    `Database: ${ads} ads with a history, ${multi} (${((100 * multi) / ads).toFixed(1)} %) in properties of several offers.`,
    '',
    '| matchProperty in the save transaction | samples | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|',
    row('an ad saved again, photos unchanged', times.again),
    row("an ad given copies of another offer's photos (joins it)", times.copy),
    row('all (budget p95 ≤ 20 ms)', times.all),
  ].join('\n');
  console.log(report);
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `property-matching-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  writeFileSync(`${file}.md`, `${report}\n`);
  writeFileSync(`${file}.json`, `${JSON.stringify({ ads, multi, times, machine }, null, 2)}\n`);
} finally {
  await database.close();
}
