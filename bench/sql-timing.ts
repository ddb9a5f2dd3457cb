import { TransactionRollbackError } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { summarize, type Timing } from './stats.ts';

type Captured = { sql: string; params: unknown[] };

/**
 * The SQL a use case sends, in order: the use case runs once on a Drizzle database whose logger records every
 * query. Replaying exactly these statements times the database alone. The use case runs on a connection of its own,
 * in a transaction rolled back: capturing a page view must not count it (its replay would then update the row instead
 * of inserting it), and its named statements must not meet another use case's of the same name.
 */
export async function captureSql(pool: pg.Pool, run: (db: Db) => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void captured.push({ sql, params }) };
  const client = new pg.Client({ connectionString: pool.options.connectionString });
  await client.connect();
  try {
    await drizzle(client, { schema, logger }).transaction(async (tx) => {
      await run(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  } finally {
    await client.end();
  }
  return captured.filter(({ sql }) => sql !== 'begin' && sql !== 'rollback');
}

/**
 * Runs the captured statements one after another on one connection for `durationMs`; the time of each round, per
 * request when a round stands for `requests` of them.
 */
export async function timeSql(
  pool: pg.Pool,
  statements: Captured[],
  durationMs: number,
  requests = 1,
): Promise<Timing> {
  const client = await pool.connect();
  try {
    const round = async () => {
      const started = performance.now();
      for (const statement of statements) await client.query(statement.sql, statement.params);
      return performance.now() - started;
    };
    for (let warm = 0; warm < 5; warm++) await round();
    const samples: number[] = [];
    const deadline = performance.now() + durationMs;
    while (performance.now() < deadline || samples.length < 20) samples.push((await round()) / requests);
    return summarize(samples);
  } finally {
    client.release();
  }
}

/** Runs each captured statement once on one connection, timing each alone: for statements that change data. */
export async function timeEachOnce(pool: pg.Pool, statements: Captured[]): Promise<Timing> {
  const client = await pool.connect();
  try {
    const samples: number[] = [];
    for (const statement of statements) {
      const started = performance.now();
      await client.query(statement.sql, statement.params);
      samples.push(performance.now() - started);
    }
    return summarize(samples);
  } finally {
    client.release();
  }
}
