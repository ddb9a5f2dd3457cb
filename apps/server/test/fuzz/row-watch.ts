import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

// Not watched. The localities (TERYT) are loaded once with the migrations and no route writes them; they are also
// the only big tables, which a fingerprint per request would read in full. The abuse counters (rate_limits per
// address and account, login_failures per account, where the database keeps them) are written by design when a
// request is refused: counting refused attempts is their job.
const unwatched = new Set(['provinces', 'counties', 'communes', 'cities', 'rate_limits', 'login_failures']);

/** Every table a request could write and must not when it is refused. */
async function writableTables(db: Db): Promise<string[]> {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return result.rows.map((row) => row.tablename).filter((name) => !unwatched.has(name));
}

/**
 * Per table, a text that changes whenever one of its rows is inserted, updated or deleted: the row count catches a
 * delete, and the newest row version's transaction id (xmin) grows with every insert and update.
 */
async function fingerprints(db: Db, tables: string[]): Promise<Map<string, string>> {
  const parts = tables.map(
    (table) =>
      sql`select ${table} as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as rows from ${sql.identifier(table)}`,
  );
  const result = await db.execute<{ name: string; rows: string }>(sql.join(parts, sql` union all `));
  return new Map(result.rows.map((row) => [row.name, row.rows]));
}

/** The next transaction id: it stays the same while no transaction writes anything, in any database. */
async function nextTransaction(db: Db): Promise<string> {
  const result = await db.execute<{ next: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
  );
  return result.rows[0]?.next ?? '';
}

/**
 * Watches the writable tables between requests. Reading every table is left for when a transaction was given an id
 * since the last look: without one, no row was written.
 */
export async function watchRows(db: Db) {
  const tables = await writableTables(db);
  let last = { next: await nextTransaction(db), rows: await fingerprints(db, tables) };
  return {
    /** The tables with a row written since the last call. */
    async changedTables(): Promise<string[]> {
      const next = await nextTransaction(db);
      if (next === last.next) return [];
      const before = last.rows;
      last = { next, rows: await fingerprints(db, tables) };
      return tables.filter((table) => last.rows.get(table) !== before.get(table));
    },
  };
}
