// The count behind /przejrzystosc (GET /api/site/transparency) on the bench database of a million ads, with a load of
// moderation far beyond the portal's: `--reports` reports on random listed ads over two years, one decision per
// reported ad a few hours to days after its reports, one in ten decisions appealed and most appeals settled. The
// rows are made in a transaction that is rolled back: the database is left as it was. Inside one transaction the
// five queries run one after another, so the figure is the sum of what the API runs side by side.
//
//   node bench/transparency.ts [--reports 100000] [--rounds 5]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { countTransparency } from '../apps/server/src/features/transparency/count-transparency.ts';
import { describeMachine, machineText } from './machine.ts';
import { summarize } from './stats.ts';

const { values } = parseArgs({
  options: { reports: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '5' } },
});
const reports = Number(values.reports);
const rounds = Number(values.rounds);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const database = await openDatabase({
  databaseUrl,
  settings: loadConfig({ DATABASE_TIMEOUT_SECONDS: '3600' }),
});
const rolledBack = new Error('rolled back on purpose');

try {
  await database.db.transaction(async (tx) => {
    // Three reports an ad on average, from distinct mailboxes, over the last two years.
    await tx.execute(sql`
      with ads as (select estate_id from estates where active = 1 order by random() limit ${Math.ceil(reports / 3)}),
      made as (
        select estate_id, n, now() - (random() * interval '730 days') as created_at
        from ads, generate_series(1, 3) as n)
      insert into ad_reports (estate_id, email, mailbox, reason, description, created_at)
      select estate_id, 'bench' || n || '@example.pl', 'bench' || n || '@example.pl',
        (array['fraud', 'outdated', 'duplicate', 'wrongData', 'illegal', 'other'])[1 + floor(random() * 6)::int],
        'Zgłoszenie do pomiaru.', created_at
      from made`);
    await tx.execute(sql`
      with cases as (
        select estate_id, max(created_at) + random() * interval '72 hours' as decided_at
        from ad_reports where decision_id is null group by estate_id),
      decided as (
        insert into moderation_decisions (estate_id, advertiser_id, admin_id, action, created_at)
        select estate_id, 1, 1, (array['keep', 'remove', 'correct', 'block'])[1 + floor(random() * 4)::int],
          least(decided_at, now())
        from cases returning decision_id, estate_id)
      update ad_reports set decision_id = decided.decision_id
      from decided where ad_reports.estate_id = decided.estate_id and ad_reports.decision_id is null`);
    await tx.execute(sql`
      insert into moderation_appeals (decision_id, estate_id, text, created_at)
      select decision_id, estate_id, 'Odwołanie do pomiaru.', created_at + interval '1 day'
      from moderation_decisions where action <> 'keep' and random() < 0.13`);
    const [made] = (
      await tx.execute<{ reports: number; decisions: number; appeals: number }>(sql`
        select (select count(*) from ad_reports)::int as reports,
          (select count(*) from moderation_decisions)::int as decisions,
          (select count(*) from moderation_appeals)::int as appeals`)
    ).rows;
    await tx.execute(sql`analyze ad_reports, moderation_decisions, moderation_appeals`);

    const samples: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      await countTransparency(tx);
      samples.push(performance.now() - started);
    }
    console.log(machineText(describeMachine()));
    console.log(`rows: ${JSON.stringify(made)}`);
    console.log(`count of /przejrzystosc, ms: ${JSON.stringify(summarize(samples))}`);
    throw rolledBack;
  });
} catch (error) {
  if (error !== rolledBack) throw error;
} finally {
  await database.close();
}
