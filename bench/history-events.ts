// Ad histories for the ad page's benchmark: node bench/history-events.ts [--events 10]
// Gives every ad of the bench database (DATABASE_URL, migrated) a history of --events events, its own 'listed' one
// and price changes a few days apart, so that `npm run bench -- --only "ad detail"` and `npm run bench:pages --
// --only "ad page"` read and draw what a long-lived ad carries. Prints how many events it wrote; run it once.
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({ options: { events: { type: 'string', default: '10' } } });
const extra = Number(values.events) - 1;
if (!Number.isSafeInteger(extra) || extra < 0) {
  console.error('usage: node bench/history-events.ts [--events N]');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
try {
  const started = performance.now();
  const { rowCount } = await client.query(
    `insert into estate_events (history_id, estate_id, kind, price, at)
      select h.history_id, h.estate_id, 'price', e.price + (${extra} - step) * 1000, now() - (${extra} - step) * interval '3 days'
      from estate_histories h join estates e on e.estate_id = h.estate_id, generate_series(0, ${extra} - 1) step`,
  );
  await client.query('vacuum analyze estate_events');
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`history-events: ${rowCount} events added (${extra} per ad) in ${seconds} s`);
} finally {
  await client.end();
}
