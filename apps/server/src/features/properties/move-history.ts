import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { propertyMatches } from '../../db/schema.ts';

export type MatchRecord = {
  historyId: number;
  otherHistoryId: number | null;
  action: 'joined' | 'split';
  score: number | null;
  evidence: Record<string, unknown>;
  adminId: number | null;
};

/**
 * Moves one offer's history to another property, or to a new one of its own (`to` null), and records why. The
 * property it joins keeps the earlier first day; both cards are recomputed; a property left without offers is
 * deleted, what pointed at it (announced saved searches) following the history. Answers the property joined.
 */
export async function moveHistory(db: Db | Tx, to: number | null, record: MatchRecord): Promise<number> {
  const { rows } = await db.execute<{ property_id: number; first_seen_at: string }>(
    sql`select property_id, first_seen_at from estate_histories where history_id = ${record.historyId} for update`,
  );
  const from = Number(rows[0]!.property_id);
  const target = to ?? (await newProperty(db, record.historyId));
  if (target === from) return from;
  await db.execute(
    sql`update estate_histories set property_id = ${target} where history_id = ${record.historyId}`,
  );
  await db.execute(sql`update properties set first_seen_at = least(first_seen_at,
      (select first_seen_at from estate_histories where history_id = ${record.historyId}),
      (select p.first_seen_at from properties p where p.property_id = ${from}
        and not exists (select 1 from estate_histories h where h.property_id = ${from})))
    where property_id = ${target}`);
  await db.execute(sql`select property_refresh(${from}), property_refresh(${target})`);
  await dropIfEmpty(db, from, target);
  await db.insert(propertyMatches).values({ ...record, propertyId: target });
  return target;
}

async function newProperty(db: Db | Tx, historyId: number): Promise<number> {
  const { rows } = await db.execute<{ property_id: number }>(sql`
    insert into properties (type, rent, first_seen_at)
      select type, rent, first_seen_at from estate_histories where history_id = ${historyId}
    returning property_id`);
  return Number(rows[0]!.property_id);
}

async function dropIfEmpty(db: Db | Tx, property: number, heir: number) {
  const { rows } = await db.execute<{ remains: boolean }>(
    sql`select exists (select 1 from estate_histories where property_id = ${property}) as remains`,
  );
  if (rows[0]?.remains) return;
  // A saved search that announced the emptied property has announced the one its offer joined.
  await db.execute(sql`insert into saved_search_properties (search_id, property_id, price, announced_at)
      select search_id, ${heir}, price, announced_at from saved_search_properties where property_id = ${property}
    on conflict do nothing`);
  await db.execute(sql`delete from saved_search_properties where property_id = ${property}`);
  await db.execute(sql`delete from properties where property_id = ${property}`);
}
