import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { isListed } from './listed.ts';

/** The count query of a list, kept apart so that EXPLAIN can look at the very query the API runs. */
export function countListedQuery(db: Db, where: SQL | undefined) {
  return db.select({ count: sql<number>`count(*)::int` }).from(estates).where(and(isListed(), where));
}

/**
 * The total of a list. Exact for now; this is the one place to answer the planner's estimate instead when a
 * count grows past a threshold (counting a whole category reads every matching index entry).
 */
export async function countListed(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await countListedQuery(db, where);
  return row?.count ?? 0;
}
