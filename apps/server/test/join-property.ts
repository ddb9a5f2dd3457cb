import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * Joins the offers (their histories) into the property of the first, as the matcher or an admin's join does, and
 * refreshes the cards of the property and of the ones they leave. Returns the property's id.
 */
export async function joinProperty(db: Db, estateIds: number[]): Promise<number> {
  const { rows } = await db.execute<{ property_id: number; left_ids: number[] }>(sql`
    with target as (select property_id from estate_histories where estate_id = ${estateIds[0]}),
    moved as (
      update estate_histories h set property_id = (select property_id from target)
      from estate_histories old
      where old.history_id = h.history_id and h.estate_id = any(array[${sql.join(
        estateIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[])
      returning h.property_id, old.property_id as left_id)
    select (select property_id from target) as property_id, array_agg(distinct left_id) as left_ids from moved`);
  const [row] = rows;
  if (!row) throw new Error('No such offers');
  for (const id of new Set([...row.left_ids, row.property_id])) {
    await db.execute(sql`select property_refresh(${id})`);
  }
  return row.property_id;
}
