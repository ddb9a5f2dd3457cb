import { Limits } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, withFixedPlans } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates } from '../../db/schema.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { isListed } from './listed.ts';

/**
 * 8 random promoted ads. The random choice is made among the ids first, and only the chosen ads are read as cards:
 * building every promoted ad's card before sorting made PostgreSQL hash the whole cities table.
 */
export function promotedQuery(db: Db) {
  const chosen = db
    .select({ chosenId: estates.estateId })
    .from(estates)
    // A literal 1, as in isListed: a generic plan can then use the partial index of promoted ads.
    .where(and(isListed(), sql`${estates.promoted} = 1`))
    .orderBy(sql`random()`)
    .limit(Limits.promotedOnHome)
    .as('chosen');
  return db.select(cardColumns).from(chosen).innerJoin(estates, eq(estates.estateId, chosen.chosenId));
}

// On every visit of the home page: built once, parsed and planned once per connection (it has no choice to make).
const promotedStatement = perDatabase((db) => promotedQuery(withFixedPlans(db)).prepare('promoted'));

/** The home page's promoted ads: a different random choice of up to 8 on every visit. */
export async function listPromoted(db: Db) {
  const rows = await promotedStatement(db).execute();
  return { rows: rows.map(toEstateCard), count: rows.length };
}
