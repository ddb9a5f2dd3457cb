import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** One column of a bulk insert: its name, its PostgreSQL type and one value per row. */
export type Column = readonly [name: string, type: string, values: readonly unknown[]];

/**
 * Inserts many rows with one statement: each column travels as one array parameter and `unnest` turns the arrays
 * back into rows. Far faster than a VALUES list on both drivers, and free of the 65,535-parameter limit.
 */
export async function insertRows(db: Db, table: string, columns: readonly Column[]): Promise<void> {
  const names = sql.join(
    columns.map(([name]) => sql.identifier(name)),
    sql`, `,
  );
  const arrays: SQL[] = columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`);
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}

/** Takes `count` ids from a table's serial sequence, so that rows can be linked before they are inserted. */
export async function reserveIds(db: Db, table: string, column: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, ${column}))::int as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
