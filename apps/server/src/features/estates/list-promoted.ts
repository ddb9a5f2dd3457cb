import { Limits } from '@portal/domain';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { preparedStatement } from '../../db/statements.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { isInLists } from './listed.ts';

// How many promoted ads, in id order from a random id, the draw picks from.
const drawWindow = 64;

/**
 * 8 random promoted ads, in random order. Sorting every promoted ad at random read and sorted all of them on every
 * visit of the home page (a few per cent of a million ads); the draw is made among the next `drawWindow` promoted
 * ads from a random id instead, going on from the first ones past the last, so that each listed promoted ad can
 * be shown (all of them alike while they are fewer than the window) and only the chosen ones are read as cards.
 * The literal 1s, as in isListed, let a generic plan use the partial index of promoted ads.
 */
export function promotedQuery(db: Db) {
  const promotedListed = sql`active = 1 and promoted = 1 and expires_at > now()`;
  const window = sql`
    with start as materialized (
      select min(estate_id) + floor(random() * (max(estate_id) - min(estate_id) + 1))::integer as id
      from estates where active = 1 and promoted = 1)
    select estate_id from (
      select estate_id from (
        (select estate_id, 0 as lap from estates
          where ${promotedListed} and estate_id >= (select id from start) order by estate_id limit ${sql.raw(String(drawWindow))})
        union all
        (select estate_id, 1 as lap from estates
          where ${promotedListed} and estate_id < (select id from start) order by estate_id limit ${sql.raw(String(drawWindow))})
      ) candidates order by lap, estate_id limit ${sql.raw(String(drawWindow))}
    ) drawn order by random() limit ${sql.raw(String(Limits.promotedOnHome))}`;
  return db
    .select(cardColumns)
    .from(estates)
    .where(and(isInLists(), sql`${estates.estateId} in (${window})`))
    .orderBy(sql`random()`);
}

// On every visit of the home page: built once, parsed and planned once per connection (it has no choice to make).
const promotedStatement = preparedStatement('promoted', 'fixed', promotedQuery);

/** The home page's promoted ads: a different random choice of up to 8 on every visit. */
export async function listPromoted(db: Db) {
  const rows = await promotedStatement(db).execute();
  return { rows: rows.map(toEstateCard), count: rows.length };
}
