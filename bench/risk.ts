// The risk checks of an ad going public: how well they sort scams from ordinary ads, and what they cost.
//
//   npm run bench:risk -- [--legit 2000] [--samples 400]
//
// Quality: the hand-written scams (apps/server/src/features/moderation/corpus/scams.fixture.ts) and `--legit` demo
// ads of the demo generator, with their local medians from the bench database, scored by the same rules
// (scoreRisk): the share of scams held or queued (recall) and the share of ordinary ads held or queued.
// Speed: on the bench database, for random listed ads, the publishing transaction of wizard step 3 with and without
// the checks (checkRisk), half of the ads turned into the scam first (new account, 900 zł for 62 m², deposit
// before viewing) so that the hold is timed too. Every transaction is rolled back: the database is left as it was.
// Writes results/risk-*.md and .json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { normalizeSearchText } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { loadDemoPlaces, pickPlace } from '../apps/server/src/db/demo/demo-places.ts';
import { generateOwner } from '../apps/server/src/db/demo/demo-users.ts';
import { generateEstate } from '../apps/server/src/db/demo/generate-estate.ts';
import { photoPool } from '../apps/server/src/db/demo/photo-pool.ts';
import { createRandom } from '../apps/server/src/db/demo/random.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { estates, users } from '../apps/server/src/db/schema.ts';
import { isListed } from '../apps/server/src/features/estates/listed.ts';
import { checkRisk } from '../apps/server/src/features/moderation/check-risk.ts';
import { scamAds } from '../apps/server/src/features/moderation/corpus/scams.fixture.ts';
import {
  type RiskFacts,
  type RiskVerdict,
  scoreRisk,
} from '../apps/server/src/features/moderation/risk-rules.ts';
import { describeMachine, machineText } from './machine.ts';
import { summarize, type Timing } from './stats.ts';

const { values } = parseArgs({
  options: { legit: { type: 'string', default: '2000' }, samples: { type: 'string', default: '400' } },
});
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const database = await openDatabase({
  databaseUrl,
  settings: loadConfig({ DATABASE_TIMEOUT_SECONDS: '600' }),
});
const { db } = database;
await migrate(database);

type Tally = Record<RiskVerdict, number>;
const tally = (verdicts: RiskVerdict[]): Tally => ({
  pass: verdicts.filter((v) => v === 'pass').length,
  queue: verdicts.filter((v) => v === 'queue').length,
  hold: verdicts.filter((v) => v === 'hold').length,
});

// A scam's price is stated against its market; any median will do, the rules read only the share.
const scamVerdicts = scamAds.map(
  (scam) =>
    scoreRisk({
      text: scam.text,
      contactPhones: [scam.phone ?? '+48 600 100 200'],
      type: 'apartment',
      pricePerM2: scam.priceShare === null ? null : scam.priceShare * 100,
      medianPerM2: scam.priceShare === null ? null : 100,
      accountAgeHours: scam.accountAgeHours ?? 24 * 90,
      adsLastHour: scam.adsLastHour ?? 1,
      contactAccounts: scam.contactAccounts ?? 1,
      photosSeenElsewhere: scam.copiedPhotos ?? false,
    }).verdict,
);

/** Ordinary ads as the demo generator writes them, each with its real local median and a plausible account. */
async function legitVerdicts(count: number): Promise<{ verdicts: RiskVerdict[]; flagged: string[] }> {
  const random = createRandom(2026);
  const places = await loadDemoPlaces(db);
  const pool = photoPool(12);
  const { rows: markets } = await db.execute<{ key: string; median: number }>(sql`
    select type || rent || ':' || city_id || ':' || district as key, median_per_m2 as median from local_markets`);
  const medians = new Map(markets.map((row) => [row.key, Number(row.median)]));
  const now = new Date();
  const verdicts: RiskVerdict[] = [];
  const flagged: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const ad = generateEstate(random, { place: pickPlace(random, places), createdAt: now, now, pool });
    const owner = generateOwner(random, n + 1);
    const key = `${ad.type}${ad.rent}:${ad.cityId}:`;
    const median =
      (ad.district ? medians.get(key + normalizeSearchText(ad.district)) : undefined) ??
      medians.get(key) ??
      null;
    // One account in twenty is new and publishes its first ad or two; a couple's phone may be on two accounts.
    const isNew = random.chance(0.05);
    const facts: RiskFacts = {
      text: `${ad.title}\n${ad.description}`,
      contactPhones: [owner.phone],
      type: ad.type,
      pricePerM2: ad.area > 0 ? ad.price / ad.area : null,
      medianPerM2: median,
      accountAgeHours: isNew ? random.float(0, 24) : random.float(24, 24 * 700),
      adsLastHour: isNew ? random.int(1, 3) : 1,
      contactAccounts: random.chance(0.03) ? 2 : 1,
      // Demo ads show the demo's own photos: none is another advertiser's copy of another flat.
      photosSeenElsewhere: false,
    };
    const { verdict, signals } = scoreRisk(facts);
    verdicts.push(verdict);
    if (verdict !== 'pass' && flagged.length < 10)
      flagged.push(`${verdict}: ${signals.map((s) => s.rule).join(', ')} — ${ad.title}`);
  }
  return { verdicts, flagged };
}

const scamText =
  'Mieszkanie 62 m² w centrum Krakowa. Jestem za granicą, przed oglądaniem proszę o kaucję przelewem na konto.';

/** Wizard step 3's transaction, rolled back: the activation alone, or with the checks after it (timed apart too). */
async function publishing(estateId: number, withChecks: boolean, asScam: boolean): Promise<[number, number]> {
  let ms = 0;
  let checksMs = 0;
  await db
    .transaction(async (tx) => {
      if (asScam) {
        const [ad] = await tx
          .update(estates)
          .set({ description: scamText, price: 900, area: 62, rent: 1 })
          .where(eq(estates.estateId, estateId))
          .returning({ userId: estates.userId });
        await tx.update(users).set({ createdAt: sql`now()` }).where(eq(users.userId, ad!.userId));
      }
      const started = performance.now();
      await tx.update(estates).set({ active: 1, draft: false }).where(eq(estates.estateId, estateId));
      const checked = performance.now();
      if (withChecks) await checkRisk(tx, estateId);
      ms = performance.now() - started;
      checksMs = performance.now() - checked;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'Rollback')) throw error;
    });
  return [ms, checksMs];
}

async function speed(samples: number) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select estate_id as id from ${estates} tablesample system (2) where ${isListed()}
    order by random() limit ${samples}`);
  const ids = rows.map((row) => Number(row.id));
  const timing = async (withChecks: boolean, asScam: boolean) => {
    const total: number[] = [];
    const checks: number[] = [];
    for (const id of ids) {
      const [ms, checksMs] = await publishing(id, withChecks, asScam);
      total.push(ms);
      checks.push(checksMs);
    }
    return { total: summarize(total), checks: summarize(checks) };
  };
  // Warm the plans and caches once, then time each way over the same ads.
  await timing(true, false);
  const without = await timing(false, false);
  const ordinary = await timing(true, false);
  const scam = await timing(true, true);
  return {
    without: without.total,
    ordinary: ordinary.total,
    scam: scam.total,
    ordinaryChecks: ordinary.checks,
    scamChecks: scam.checks,
  };
}

try {
  const machine = describeMachine();
  const legit = await legitVerdicts(Number(values.legit));
  const scams = tally(scamVerdicts);
  const ordinary = tally(legit.verdicts);
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
  const times = await speed(Number(values.samples));
  const row = (name: string, t: Timing) => `| ${name} | ${t.count} | ${t.p50} | ${t.p95} | ${t.p99} |`;
  const report = [
    `# Risk checks ${new Date().toISOString()}`,
    '',
    `Machine: ${machineText(machine)}.`,
    '',
    '| corpus | ads | held | queued | passed |',
    '|---|---|---|---|---|',
    `| scams (corpus) | ${scamAds.length} | ${percent(scams.hold, scamAds.length)} | ${percent(scams.queue, scamAds.length)} | ${percent(scams.pass, scamAds.length)} |`,
    `| ordinary (demo ads) | ${legit.verdicts.length} | ${percent(ordinary.hold, legit.verdicts.length)} | ${percent(ordinary.queue, legit.verdicts.length)} | ${percent(ordinary.pass, legit.verdicts.length)} |`,
    '',
    `Scams caught (held or queued): ${percent(scams.hold + scams.queue, scamAds.length)}; ordinary ads held: ${percent(ordinary.hold, legit.verdicts.length)}.`,
    '',
    'Ordinary ads flagged (first ten):',
    ...legit.flagged.map((line) => `- ${line}`),
    '',
    '| wizard step 3 transaction | samples | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|',
    row('activation alone', times.without),
    row('with the checks, an ordinary ad', times.ordinary),
    row('with the checks, the scam (held)', times.scam),
    row('the checks alone, an ordinary ad (budget p95 ≤ 15 ms)', times.ordinaryChecks),
    row('the checks alone, the scam (held; budget p95 ≤ 15 ms)', times.scamChecks),
  ].join('\n');
  console.log(report);
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `risk-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  writeFileSync(`${file}.md`, `${report}\n`);
  writeFileSync(`${file}.json`, `${JSON.stringify({ scams, ordinary, times }, null, 2)}\n`);
} finally {
  await database.close();
}
