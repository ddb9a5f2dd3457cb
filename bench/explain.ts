// The plans behind the benchmark: npm run bench:explain -- [--only <name part>] runs EXPLAIN (ANALYZE, BUFFERS)
// on every statement each scenario sends, against the bench database, so that a missed target can be traced to its plan.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { plannerSettings } from '../apps/server/src/db/client.ts';
import { scenarios } from './scenarios.ts';
import { captureSql } from './sql-timing.ts';

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/portal_bench';
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: 2,
  onConnect: (client) => client.query(plannerSettings),
});
try {
  const { rows } = await pool.query<{ estate_id: number }>(
    'select estate_id from estates where active = 1 and expires_at > now() order by random() limit 210',
  );
  const ids = rows.map((row) => row.estate_id);
  const samples = { estateIds: ids.slice(0, 200), otherIds: ids.slice(200) };
  for (const scenario of scenarios.filter((s) => !values.only || s.name.includes(values.only))) {
    console.log(`\n## ${scenario.name}`);
    for (const statement of await captureSql(pool, (db) => scenario.useCase(db, samples))) {
      if (/^\s*explain/i.test(statement.sql)) continue;
      // Twice: the first run warms the cache, the second is the figure of a database in service.
      await pool.query(`explain analyze ${statement.sql}`, statement.params);
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.sql}`,
        statement.params,
      );
      console.log(`\n${statement.sql}\n${JSON.stringify(statement.params)}`);
      for (const row of plan.rows) console.log(row['QUERY PLAN']);
    }
  }
} finally {
  await pool.end();
}
