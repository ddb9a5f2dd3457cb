import { Limits } from '@portal/domain';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { preparedStatement } from '../../db/statements.ts';
import { cardColumns, toEstateCard } from './estate-card.ts';
import { isInLists } from './listed.ts';

// On every visit of the home page: built once, parsed and planned once per connection (its plan has no choice to
// make: the newest ids first).
const recentStatement = preparedStatement('recently_added', 'fixed', (db) =>
  db
    .select(cardColumns)
    .from(estates)
    .where(isInLists())
    .orderBy(desc(estates.estateId))
    .limit(Limits.recentOnHome),
);

export async function listRecentlyAdded(db: Db) {
  const rows = await recentStatement(db).execute();
  return { rows: rows.map(toEstateCard), count: rows.length };
}
