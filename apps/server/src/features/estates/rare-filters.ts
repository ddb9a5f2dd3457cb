import { type EverydayFilterName, everydayFilterNames } from '@portal/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates } from '../../db/schema.ts';
import { exactCountLimit } from './count-listed.ts';
import { type SearchCriteria, searchFilter } from './search-filter.ts';

const verdictTtlMs = 60_000;
const maxVerdicts = 1000;
const verdicts = perDatabase(() => new Map<string, { rare: boolean; expires: number }>());

/**
 * The rows PostgreSQL expects the active ads matching `where` to be, from its statistics: a planning, no reading.
 * Active rather than listed: the planner guesses a third for a comparison with now(), which says nothing here.
 */
async function expectedRows(db: Db, where: SQL | undefined): Promise<number> {
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`explain (format json) select 1 from ${estates} where ${and(eq(estates.active, 1), where)}`,
  );
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return plan[0]?.Plan?.['Plan Rows'] ?? 0;
}

/**
 * The everyday filters with an index of their own (schema: estates_list_garden_idx and the like, estates_list_added_idx
 * for the date added): a search by one walks only the ads of its list holding it.
 */
const indexedFilters: readonly EverydayFilterName[] = [
  'garden',
  'pets',
  'availableFrom',
  'finish',
  'bathroomsFrom',
  'addedWithin',
];

/** The list narrowed by the search's indexed filters: what finding its ads walks at most. */
const walkedList = (criteria: SearchCriteria, list: SearchCriteria): SearchCriteria => ({
  ...list,
  ...Object.fromEntries(indexedFilters.map((name) => [name, criteria[name]])),
});

/**
 * Whether a search's everyday filters (a year no building has, a floor no block reaches) leave so few ads of a
 * long walk that finding them reads most of it: PostgreSQL expects no more ads to match than a list counts exactly,
 * which it then counts by reading the walk to its end, while the walk holds more than `newestRows`: the category and
 * place (`list`), narrowed by any filter with an index of its own (a garden, pets, a date of availability, the
 * finish, the bathrooms, the date added). Such a search is then checked on the newest ads of its list, as common
 * words are (search-plan.ts). The verdict is reused for a minute: the statistics move slowly.
 */
export async function hasRareFilters(
  db: Db,
  criteria: SearchCriteria,
  list: SearchCriteria,
  newestRows: number,
): Promise<boolean> {
  if (everydayFilterNames.every((name) => criteria[name] === undefined)) return false;
  const name = `${newestRows}:${JSON.stringify(criteria)}`;
  const known = verdicts(db);
  const remembered = known.get(name);
  if (remembered && remembered.expires > Date.now()) return remembered.rare;
  const [matching, walked] = await Promise.all([
    expectedRows(db, searchFilter(criteria)),
    expectedRows(db, searchFilter(walkedList(criteria, list))),
  ]);
  const rare = matching <= exactCountLimit && walked > newestRows;
  known.delete(name);
  if (known.size >= maxVerdicts) known.delete(known.keys().next().value as string);
  known.set(name, { rare, expires: Date.now() + verdictTtlMs });
  return rare;
}
