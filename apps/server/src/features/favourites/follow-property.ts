import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';

/**
 * Moves favourites whose offer ended (withdrawn, expired, deleted, held) to the offer that now leads its property,
 * when the property still has a listed one: a favourite follows the flat, not one advertiser's ad. The row moves
 * (rather than being resolved at each read) because a deleted ad leaves its property reachable only through its
 * history's events; its starred price stays, so a drop is still told against it. Where the person has starred the
 * live offer already, the ended one's row goes. `userId` limits it to one person's favourites (their starred list),
 * `batch` the rows looked at (the mail job's batch). Answers how many moved.
 */
export async function followProperties(
  db: Db | Tx,
  scope: { userId?: number; batch: number },
): Promise<number> {
  const person = scope.userId === undefined ? sql`true` : sql`f.user_id = ${scope.userId}`;
  const { rows } = await db.execute<{ moved: number }>(sql`
    with ended as (
      select f.user_id, f.estate_id from favourites f
      left join estates e on e.estate_id = f.estate_id
      where ${person} and not f.notified_gone and not coalesce(e.active = 1 and not e.draft
        and e.expires_at > now()
        and not exists (select 1 from moderation_holds m where m.estate_id = e.estate_id), false)
      limit ${scope.batch}),
    followed as (
      select ended.user_id, ended.estate_id, p.lead_estate_id as lead
      from ended
      cross join lateral (
        select h.property_id from estate_histories h where h.estate_id = ended.estate_id
        union all
        select h.property_id from estate_events ev join estate_histories h on h.history_id = ev.history_id
          where ev.estate_id = ended.estate_id and ev.kind = 'deleted'
        limit 1) offer
      join properties p on p.property_id = offer.property_id
      where p.lead_estate_id is not null and p.lead_estate_id <> ended.estate_id),
    dropped as (
      delete from favourites f using followed
      where f.user_id = followed.user_id and f.estate_id = followed.estate_id
        and exists (select 1 from favourites o where o.user_id = f.user_id and o.estate_id = followed.lead)
      returning f.user_id),
    moved as (
      update favourites f set estate_id = followed.lead, title = e.title
      from followed join estates e on e.estate_id = followed.lead
      where f.user_id = followed.user_id and f.estate_id = followed.estate_id
        and not exists (select 1 from favourites o where o.user_id = f.user_id and o.estate_id = followed.lead)
      returning f.user_id)
    select (select count(*) from moved)::int + (select count(*) from dropped)::int as moved`);
  return rows[0]?.moved ?? 0;
}
