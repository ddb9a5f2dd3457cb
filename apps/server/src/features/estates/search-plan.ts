import { isPrefixTerm, polygonBounds, type SearchCriterionName, searchTerms } from '@portal/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates } from '../../db/schema.ts';
import { type Bind, categoriesOf, insideBounds, insidePolygon, literal, withinPolygon } from './geo.ts';
import { inListIndexes, isInLists } from './listed.ts';
import { hasRareFilters } from './rare-filters.ts';
import { type SearchCriteria, searchFilter } from './search-filter.ts';
import { termsQuery } from './text-criteria.ts';

/**
 * How a search reads the ads matching its two costly criteria, words and a drawn area, so that no choice of them
 * reads more than a bounded number of rows. The text index answers a rare word at once, but a common one (or a short
 * prefix) only by reading a good part of the table; a drawn area as large as the country holds every ad; and
 * PostgreSQL, guessing that several common words together, or a thin area across the country, still match many,
 * then walks a whole category for the few ads that match (seconds at 1,000,000 ads: bench/README.md, "Hostile
 * requests"). So:
 * - words with a rare one among them: the text index finds the ads holding the rare ones, at most `fewRows`, and the
 *   rest of the search is checked on those alone;
 * - an area whose surrounding rectangle holds at most `fewRows` ads: the map's index finds them;
 * - otherwise the costly criteria are checked on the newest `newestRows` ads of the search's category and place: a
 *   search shows the newest ads that match, found after reading a few when many match, and counted among those.
 *   Only the category and the place choose them, as the list indexes walk them in order: whatever the other
 *   criteria, PostgreSQL reads no more ads than that to find them.
 */
export type SearchPlan = {
  rareWords: string[];
  words: string[];
  areaByIndex: boolean;
  newestFrom: number;
  fewRows: number;
};

/**
 * `fewRows`: ads found through an index, at most, and what "few" means for a rare word or a small area;
 * `newestRows`: the newest ads that common words and large areas are checked on. Both bound what one search reads.
 */
export type PlanLimits = { fewRows: number; newestRows: number };
export const planLimits: PlanLimits = { fewRows: 5_000, newestRows: 10_000 };

type WordShares = { shares: Map<string, number>; floor: number; rows: number };
const statisticsTtlMs = 10 * 60_000;
const statistics = perDatabase(() => ({ loaded: undefined as Promise<WordShares> | undefined, at: 0 }));

/**
 * The share of ads holding each of the commonest words (PostgreSQL's statistics of the search vector: the 1,000
 * commonest words and their shares, migration 0029), and the table's rows. Any other word is at most as common as
 * the least common of these. None before the first ANALYZE: every word is then taken for rare.
 */
async function loadShares(db: Db): Promise<WordShares> {
  const { rows } = await db.execute<{ elems: string[] | null; freqs: number[] | null; rows: number }>(sql`
    select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs,
      (select greatest(reltuples, 0)::float8 from pg_class where oid = to_regclass('estates')) as rows
    from pg_stats s where s.schemaname = current_schema() and s.tablename = 'estates'
      and s.attname = 'search_vector'`);
  const [row] = rows;
  const elems = row?.elems ?? [];
  const freqs = (row?.freqs ?? []).slice(0, elems.length).map(Number);
  const shares = new Map(elems.map((elem, index) => [elem, freqs[index] ?? 0]));
  return { shares, floor: freqs.length > 0 ? Math.min(...freqs) : 0, rows: Number(row?.rows ?? 0) };
}

/** The statistics, read again every few minutes. */
function wordShares(db: Db): Promise<WordShares> {
  const state = statistics(db);
  if (!state.loaded || Date.now() - state.at > statisticsTtlMs) {
    state.at = Date.now();
    state.loaded = loadShares(db).catch((error: unknown) => {
      state.loaded = undefined;
      throw error;
    });
  }
  return state.loaded;
}

/** How many ads hold a term, by the statistics: a prefix holds every common word it starts. */
function heldBy(term: string, { shares, floor, rows }: WordShares): number {
  let share = 0;
  if (isPrefixTerm(term)) {
    for (const [word, wordShare] of shares) if (word.startsWith(term)) share += wordShare;
  } else share = shares.get(term) ?? 0;
  return Math.min(1, share || floor) * rows;
}

/**
 * Whether the rectangle around a drawn area holds few ads: counted by the map's index, `fewRows` + 1 at most, one
 * category's box after the other (ORed together, PostgreSQL would read every box whole before the limit).
 */
async function isSmallArea(db: Db, criteria: SearchCriteria, fewRows: number): Promise<boolean> {
  if (!criteria.polygon) return true;
  const bounds = polygonBounds(criteria.polygon);
  const limit = sql.raw(String(fewRows + 1));
  const boxes = categoriesOf(criteria).map(
    (category) =>
      sql`(select 1 from ${estates} where ${and(isInLists(), insideBounds(bounds, category))} limit ${limit})`,
  );
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from (select 1 from (${sql.join(boxes, sql` union all `)}) boxes
      limit ${limit}) held`,
  );
  return (rows[0]?.count ?? 0) <= fewRows;
}

const cutoffTtlMs = 60_000;
const maxCutoffs = 1000;
const cutoffs = perDatabase(() => new Map<string, { id: number; expires: number }>());

/**
 * The id of the `newestRows`-th newest listed ad of a category and place (0 when they hold fewer): the costly criteria
 * are checked from it on. Reused for a minute: the ads added since only move it.
 */
async function newestFrom(db: Db, list: SearchCriteria, newestRows: number): Promise<number> {
  const name = `${newestRows}:${JSON.stringify(list)}`;
  const known = cutoffs(db);
  const remembered = known.get(name);
  if (remembered && remembered.expires > Date.now()) return remembered.id;
  const { rows } = await db.execute<{ id: number }>(sql`select ${estates.estateId} as id from ${estates}
    where ${and(isInLists(), searchFilter(list))} order by ${estates.estateId} desc
    offset ${sql.raw(String(newestRows - 1))} limit 1`);
  const id = rows[0]?.id ?? 0;
  known.delete(name);
  if (known.size >= maxCutoffs) known.delete(known.keys().next().value as string);
  known.set(name, { id, expires: Date.now() + cutoffTtlMs });
  return id;
}

/** The criteria a plan leaves to the indexes: all but the words and the drawn area. */
export const otherCriteria = (criteria: SearchCriteria): SearchCriteria => ({
  ...criteria,
  words: undefined,
  polygon: undefined,
});

/**
 * The criteria that choose the newest ads the costly ones are checked on: the category and the place, which the
 * list indexes walk in order. The other criteria narrow those ads further: their many combinations would each need
 * a walk of their own to find their newest.
 */
const listKeys: ReadonlySet<string> = new Set<SearchCriterionName>(['type', 'rent', 'province', 'city']);
const listCriteria = (criteria: SearchCriteria) =>
  Object.fromEntries(
    Object.entries(criteria).map(([key, value]) => [key, listKeys.has(key) ? value : undefined]),
  ) as SearchCriteria;

/** Whether a search's everyday filters are rare in its list (rare-filters.ts): a costly search, planned as such. */
export const hasRareListFilters = (db: Db, criteria: SearchCriteria, newestRows = planLimits.newestRows) =>
  hasRareFilters(db, criteria, listCriteria(criteria), newestRows);

/** Rare everyday filters checked on the newest ads of the search's list, as common words are. */
async function rareFiltersPlan(
  db: Db,
  criteria: SearchCriteria,
  { fewRows, newestRows }: PlanLimits,
): Promise<SearchPlan | undefined> {
  if (!(await hasRareListFilters(db, criteria, newestRows))) return undefined;
  return {
    rareWords: [],
    words: [],
    areaByIndex: true,
    newestFrom: await newestFrom(db, listCriteria(criteria), newestRows),
    fewRows,
  };
}

/** The plan of a search's words and drawn area, or of its rare everyday filters; undefined without any of them. */
export async function planSearch(
  db: Db,
  criteria: SearchCriteria,
  { fewRows, newestRows } = planLimits,
): Promise<SearchPlan | undefined> {
  const words = criteria.words === undefined ? [] : searchTerms(criteria.words);
  if (words.length === 0 && !criteria.polygon) return rareFiltersPlan(db, criteria, { fewRows, newestRows });
  const stats = words.length > 0 ? await wordShares(db) : undefined;
  const rareWords = stats ? words.filter((term) => heldBy(term, stats) <= fewRows) : [];
  const areaByIndex = await isSmallArea(db, criteria, fewRows);
  // One costly criterion read through its index bounds the rows the other is checked on.
  const byIndex = rareWords.length > 0 || (criteria.polygon !== undefined && areaByIndex);
  if (byIndex) return { rareWords, words, areaByIndex, newestFrom: 0, fewRows };
  const list = listCriteria(criteria);
  return { rareWords, words, areaByIndex, newestFrom: await newestFrom(db, list, newestRows), fewRows };
}

/**
 * The ads matching the search's words and drawn area, read as the plan says. The words are matched by the function
 * behind `@@`, which the text index cannot serve, and a large area by its polygon alone: PostgreSQL then checks them
 * on the ads the plan chose instead of reading an index for everything they hold.
 */
export function plannedConditions(
  plan: SearchPlan,
  criteria: SearchCriteria,
  bind: Bind = literal,
): SQL | undefined {
  // The query is parsed once, as a subquery: in a plan kept for any values it would be parsed again for every ad.
  const words =
    plan.words.length > 0 &&
    sql`ts_match_vq(${estates.searchVector}, (select to_tsquery('simple', ${bind('words', termsQuery(plan.words))})))`;
  const area =
    criteria.polygon &&
    (plan.areaByIndex
      ? insidePolygon(criteria.polygon, criteria, bind)
      : withinPolygon(criteria.polygon, bind));
  const rare =
    plan.rareWords.length > 0 &&
    sql`${estates.estateId} = any(array(select ${estates.estateId} from ${estates} where ${inListIndexes()}
      and ${estates.searchVector} @@ to_tsquery('simple', ${bind('rareWords', termsQuery(plan.rareWords))})
      limit ${sql.raw(String(plan.fewRows))}))`;
  // Both values of the promoted flag (0 or 1, as the pages split them) are named, so that a count reads the newest ads
  // from the list index, one run of it for each value, rather than a bitmap of the whole category beside the ids.
  const newest =
    plan.newestFrom > 0 &&
    sql`${estates.promoted} in (0, 1) and ${estates.estateId} >= ${bind('newestFrom', plan.newestFrom)}`;
  return and(...[rare, newest, words, area].map((condition) => condition || undefined));
}
