import { Limits } from '@portal/domain';
import { desc } from 'drizzle-orm';
import { type Db, withFixedPlans } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates } from '../../db/schema.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { isInLists } from './listed.ts';

// On every visit of the home page: built once, parsed and planned once per connection (its plan has no choice to
// make: the newest ids first).
const recentStatement = perDatabase((db) =>
  withFixedPlans(db)
    .select(cardColumns)
    .from(estates)
    .where(isInLists())
    .orderBy(desc(estates.estateId))
    .limit(Limits.recentOnHome)
    .prepare('recently_added'),
);

export async function listRecentlyAdded(db: Db) {
  const rows = await recentStatement(db).execute();
  return { rows: rows.map(toEstateCard), count: rows.length };
}
