import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates } from '../../db/schema.ts';
import { createMemoryCache } from '../../infra/memory/memory-cache.ts';
import { isCurrent, isListed, isNotCollapsed } from './listed.ts';

/** Lists up to this long are counted exactly; longer ones show the planner's estimate (decision in bench/README). */
export const exactCountLimit = 2_000;

/**
 * The count query of a list: an exact count that stops after `limit` + 1 rows, so that it never reads more than
 * that many index entries and rows whatever the list. Kept apart so that EXPLAIN can look at the very query.
 */
export function countListedQuery(db: Db, where: SQL | undefined, limit = exactCountLimit) {
  const matching = db
    .select({ one: sql`1` })
    .from(estates)
    .where(and(isListed(), where))
    .limit(limit + 1)
    .as('matching');
  return db.select({ count: sql<number>`count(*)::int` }).from(matching);
}

type PlanNode = { 'Plan Rows'?: number };

/** The number of rows PostgreSQL expects a query to return, from its plan: costs a planning, reads no rows. */
async function plannedRows(db: Db, query: SQLWrapper): Promise<number> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`explain (format json) ${query}`);
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: PlanNode }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** How long the estimate of a long list is reused: it moves by a few ads a minute, and nobody sees the difference. */
export const estimateTtlMs = 60_000;
const maxEstimates = 1000;
type Total = { count: number; estimated: boolean };
const rememberedEstimates = perDatabase(() =>
  createMemoryCache<Total>({ ttlMs: estimateTtlMs, max: maxEstimates }),
);

/**
 * The total of a list, used for its number of pages. Counting a whole category of a big database reads a good part
 * of the table, far more than a page costs, so: the planner's estimate first; a list it expects to be short is
 * counted exactly, at most `limit` + 1 rows; a longer one answers the estimate (never less than the rows known to
 * exist), and the estimate is reused for a minute, found by `name`, which stands for the filter (built only when
 * needed); concurrent reads of one list share one count. Pages near the end of a long list may then be empty or missing: nobody reads
 * page 14,000, and the first pages are exact.
 * A list of results (`collapsing`) counts properties: its offers that another offer's card stands for are left out.
 * An exact count is kept as an estimate is when `keepExact` says its list is read on a bounded window of many ads
 * (a search checked on its list's newest ads, search-plan.ts): counting it reads the whole window every time.
 */
export async function countListed(
  db: Db,
  name: string,
  filter: () => SQL | undefined,
  limit = exactCountLimit,
  { collapsing = true, keepExact = false } = {},
): Promise<number> {
  const key = `${limit}:${collapsing}:${name}`;
  const total = await rememberedEstimates(db).read(
    key,
    () => countOrEstimate(db, collapsing ? and(filter(), isNotCollapsed()) : filter(), limit),
    (answer) => keepExact || answer.estimated,
  );
  return total.count;
}

/** The exact count of a list expected to be short, or else the planner's estimate. */
async function countOrEstimate(db: Db, where: SQL | undefined, limit: number): Promise<Total> {
  // Estimated without the holds: the planner's guess at an anti-join follows its statistics of the other table, not
  // the ads the list holds, and holds are few.
  const estimate = await plannedRows(
    db,
    db.select({ one: sql`1` }).from(estates).where(and(isCurrent(), where)),
  );
  if (estimate > limit) return { count: estimate, estimated: true };
  const [row] = await countListedQuery(db, where, limit);
  const counted = row?.count ?? 0;
  return counted > limit
    ? { count: Math.max(estimate, counted), estimated: true }
    : { count: counted, estimated: false };
}

/** Estimates go with any change to ads, so that every instance counts a list alike. */
export const forgetEstimates = (db: Db) => rememberedEstimates(db).clear();
