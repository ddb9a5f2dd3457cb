// The message to an ad's seller at scale: the statements of one message (the ad and its seller's
// address, the day's count, the outbox row; rolled back, so the database stays as it was) and the owner's
// statistics page of the account with the most ads. Prints p50/p95/p99 and writes them to results/.
// Budget at 1,000,000 ads: one message p95 ≤ 10 ms, the statistics page p95 ≤ 50 ms.
// Usage: DATABASE_URL=postgres://…/copy_of_the_bench_db node bench/seller-message.ts [--samples 500]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { sellerMessageMail } from '../apps/server/src/features/contact/seller-message-mail.ts';
import { findMessagedAd } from '../apps/server/src/features/contact/seller-store.ts';
import { listAccountEstates } from '../apps/server/src/features/my-estates/list-account-estates.ts';
import { countMessage } from '../apps/server/src/features/views/count-message.ts';
import { queueMail } from '../apps/server/src/infra/mail/outbox-store.ts';
import { describeMachine, machineText } from './machine.ts';
import { summarize } from './stats.ts';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '500' } } });
const samples = Number(values.samples);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name a copy of the bench database');

const config = loadConfig({ DATABASE_URL: databaseUrl });
const database = await openDatabase({ databaseUrl, settings: config });
const { db } = database;
const machineBefore = describeMachine();
class RolledBack extends Error {}
const message = {
  name: 'Marta',
  email: 'marta@example.pl',
  phone: null,
  text: 'Dzień dobry, jestem zainteresowany(-a) tym ogłoszeniem. Proszę o kontakt.',
  captcharesponse: '',
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

try {
  await migrate(database);
  const ids = (
    await db.execute<{ id: number }>(
      sql`select estate_id as id from estates where active = 1 order by random() limit ${samples}`,
    )
  ).rows.map((row) => row.id);
  const [owner] = (
    await db.execute<{ userId: number; ads: number }>(
      sql`select user_id as "userId", count(*)::int as ads from estates group by user_id order by 2 desc limit 1`,
    )
  ).rows;
  const ads = (await db.execute<{ n: number }>(sql`select count(*)::int as n from estates`)).rows[0]?.n ?? 0;

  // As send-seller-message.ts does, less the captcha.
  const sendOne = async (estateId: number) => {
    const ad = await findMessagedAd(db, estateId);
    if (!ad) return;
    await db
      .transaction(async (tx) => {
        await countMessage(tx, ad.estateId);
        await queueMail(tx, sellerMessageMail(config, ad, message));
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  };
  const send: number[] = [];
  for (const id of ids) send.push(await timed(() => sendOne(id)));
  const statistics: number[] = [];
  for (let n = 0; n < Math.min(samples, 200); n++)
    statistics.push(await timed(() => listAccountEstates(db, owner?.userId ?? 0, { page: 1 })));

  const report = {
    date: new Date().toISOString(),
    ads,
    statisticsOwnerAds: owner?.ads ?? 0,
    machineBefore,
    machineAfter: describeMachine(),
    message: summarize(send),
    statisticsPage: summarize(statistics),
  };
  const lines = [
    `# Message to the seller ${report.date}`,
    '',
    `${ads.toLocaleString('en')} ads. Before: ${machineText(machineBefore)}. After: ${machineText(report.machineAfter)}.`,
    '',
    '| Statement | samples | p50 / p95 / p99 ms | budget p95 |',
    '|---|---|---|---|',
    `| one message (ad, count, outbox) | ${report.message.count} | ${report.message.p50} / ${report.message.p95} / ${report.message.p99} | 10 ms |`,
    `| statistics page of the largest account (${report.statisticsOwnerAds} ads) | ${report.statisticsPage.count} | ${report.statisticsPage.p50} / ${report.statisticsPage.p95} / ${report.statisticsPage.p99} | 50 ms |`,
  ].join('\n');
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const stamp = `seller-message-${report.date.replaceAll(':', '-').replace('.', '-')}`;
  writeFileSync(join(resultsDir, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(resultsDir, `${stamp}.md`), `${lines}\n`);
  console.log(lines);
} finally {
  await database.close();
}
