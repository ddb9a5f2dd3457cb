import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * The history trigger (migration 0021) dates an ad's history, its 'listed' event and its property at the moment of
 * the insert; a demo ad is inserted with a creation date months back. Dated as the ad, so that 'Na portalu od'
 * never comes after 'Data dodania'. One statement, each table reached by its index: it runs once per batch.
 */
export async function backdateHistory(db: Db, estateIds: readonly number[]): Promise<void> {
  await db.execute(sql`
    with seen as (
      update estate_histories h set first_seen_at = e.created_at
      from estates e
      where e.estate_id = h.estate_id and e.estate_id = any(${sql.param(estateIds)}::int[])
      returning h.history_id, h.property_id, h.first_seen_at),
    listed as (
      update estate_events v set at = seen.first_seen_at
      from seen where v.history_id = seen.history_id and v.kind = 'listed')
    -- A property is first seen with the oldest of its offers.
    update properties p set first_seen_at = least(p.first_seen_at, oldest.first_seen_at)
    from (select property_id, min(first_seen_at) as first_seen_at from seen group by property_id) oldest
    where oldest.property_id = p.property_id`);
}
