import type { SearchCriterionName, SearchQuery } from '@portal/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runOnceAcrossInstances, type Tx } from '../../db/run-once.ts';
import { estates, savedSearchHits } from '../../db/schema.ts';
import { isListed, searchFilter } from '../estates/index.ts';
import { type Hit, queueAlerts } from './alert-mails.ts';
import { announceByProperty } from './announced-properties.ts';
import { savedQuery } from './saved-search-criteria.ts';
import type { LinkSettings } from './saved-search-mails.ts';

const matchLockKey = 724_023;
const queueBatch = 2000;
const searchesPerStatement = 200;
// Three parameters a row, under PostgreSQL's 65,535 a statement.
const hitsPerInsert = 5000;

type Candidate = {
  searchId: number;
  criteria: Record<string, string>;
  instant: boolean;
  ids: number[];
  // The indexed columns the candidates were found by.
  type: string;
  rent: number;
  cityId: number;
  priceFrom: number | null;
  priceTo: number | null;
};

type Taken = { estateId: number; queuedAt: string };

/**
 * The saved searches an ad taken from the queue may match, by the indexed columns: its type or any, its rent or
 * any, its city or any, its price within the range. Only searches confirmed before the ad went online or changed
 * count: an ad that was already there when the search was saved is not news. A search without e-mails finds none.
 */
async function candidates(tx: Tx, taken: Taken[]): Promise<Candidate[]> {
  const { rows } = await tx.execute<Candidate>(sql`
    with ads as (
      select estate_id, max(queued_at) as queued_at
      from unnest(${sql.param(taken.map((ad) => ad.estateId))}::int[], ${sql.param(taken.map((ad) => ad.queuedAt))}::timestamptz[])
        as queued (estate_id, queued_at)
      group by estate_id)
    select s.search_id as "searchId", s.criteria, s.frequency = 'instant' as instant, array_agg(e.estate_id) as ids,
      s.type, s.rent, s.city_id as "cityId", s.price_from::float8 as "priceFrom", s.price_to::float8 as "priceTo"
    from ads
    join estates e on e.estate_id = ads.estate_id
    join saved_searches s
      on s.type in (e.type, '') and s.rent in (e.rent, -1) and s.city_id in (e.city_id, 0)
      and s.confirmed_at is not null and s.confirmed_at <= ads.queued_at and s.frequency <> 'off'
      and (s.price_from is null or e.price >= s.price_from) and (s.price_to is null or e.price <= s.price_to)
    where e.active = 1 and e.expires_at > now()
    group by s.search_id`);
  return rows.map((row) => ({ ...row, ids: row.ids.map(Number) }));
}

// The criteria the candidates' statement compares through the search's indexed columns.
const indexedCriteria: ReadonlySet<string> = new Set<SearchCriterionName>([
  'type',
  'rent',
  'city',
  'priceFrom',
  'priceTo',
]);

/**
 * Whether the candidates' statement alone decided a search: it names only criteria its indexed columns hold, and
 * the columns hold today's reading of them. Most searches are a category, a city and a price band: their candidates
 * are their hits, with no statement of their own.
 */
function isDecidedByColumns(candidate: Candidate, query: SearchQuery): boolean {
  const { page: _page, sortBy: _sortBy, sortOrder: _sortOrder, ...given } = query;
  const onlyIndexed = Object.entries(given).every(
    ([key, value]) => value === undefined || indexedCriteria.has(key),
  );
  return (
    onlyIndexed &&
    (query.type ?? '') === candidate.type &&
    (query.rent ?? -1) === candidate.rent &&
    (query.city ?? 0) === candidate.cityId &&
    (query.priceFrom ?? null) === candidate.priceFrom &&
    (query.priceTo ?? null) === candidate.priceTo
  );
}

/**
 * The candidates that match every criterion: decided by the indexed columns, or checked in the database by the
 * search's own filter (searchFilter), so that an alert never disagrees with the search page; many searches per
 * statement.
 */
async function matches(tx: Tx, found: Candidate[]): Promise<Hit[]> {
  const hits: Hit[] = [];
  const checked: { candidate: Candidate; query: SearchQuery }[] = [];
  for (const candidate of found) {
    const query = savedQuery(candidate.criteria);
    if (!query) continue;
    if (isDecidedByColumns(candidate, query))
      hits.push(...candidate.ids.map((estateId) => ({ searchId: candidate.searchId, estateId })));
    else checked.push({ candidate, query });
  }
  for (let start = 0; start < checked.length; start += searchesPerStatement) {
    const parts = checked.slice(start, start + searchesPerStatement).map(({ candidate, query }): SQL => {
      const where = and(inArray(estates.estateId, candidate.ids), isListed(), searchFilter(query));
      return sql`(select ${candidate.searchId}::int as "searchId", ${estates.estateId} as "estateId" from ${estates} where ${where})`;
    });
    const { rows } = await tx.execute<Hit>(sql.join(parts, sql` union all `));
    hits.push(...rows);
  }
  return hits;
}

/**
 * Records the hits, answering those new to their search: an ad found before is not announced again, unless `again`
 * (a price drop), which records it as found now (for the digest, unmailed).
 */
async function recordHits(tx: Tx, found: Hit[], instant: Set<number>, again = false) {
  const fresh: Hit[] = [];
  for (let start = 0; start < found.length; start += hitsPerInsert) {
    const rows = found.slice(start, start + hitsPerInsert).map((hit) => ({
      searchId: hit.searchId,
      estateId: hit.estateId,
      // A daily search's hit waits for the digest.
      mailedAt: instant.has(hit.searchId) ? sql`now()` : null,
    }));
    const insert = tx.insert(savedSearchHits).values(rows);
    const written = again
      ? insert.onConflictDoUpdate({
          target: [savedSearchHits.searchId, savedSearchHits.estateId],
          set: { foundAt: sql`now()`, mailedAt: sql`excluded.mailed_at` },
        })
      : insert.onConflictDoNothing();
    fresh.push(
      ...(await written.returning({
        searchId: savedSearchHits.searchId,
        estateId: savedSearchHits.estateId,
      })),
    );
  }
  return fresh;
}

/**
 * One batch of the queue, taken by the statement that removes it (rows committed meanwhile wait for the next
 * batch): hits recorded once each, the instant searches' alerts queued.
 */
async function matchBatch(tx: Tx, links: LinkSettings) {
  const { rows: taken } = await tx.execute<Taken>(sql`
    delete from saved_search_queue
    where queue_id in (select queue_id from saved_search_queue order by queue_id limit ${queueBatch})
    returning estate_id as "estateId", queued_at::text as "queuedAt"`);
  if (taken.length === 0) return { ads: 0, alerts: 0 };
  const found = await candidates(tx, taken);
  const instant = new Set(
    found.filter((candidate) => candidate.instant).map((candidate) => candidate.searchId),
  );
  // One announcement a property: another offer of it only at a lower price (announced-properties.ts).
  const fresh = await announceByProperty(
    tx,
    await matches(tx, found),
    (hits) => recordHits(tx, hits, instant),
    async (hits) => {
      await recordHits(tx, hits, instant, true);
    },
  );
  const alerts = await queueAlerts(
    tx,
    links,
    fresh.filter((hit) => instant.has(hit.searchId)),
    'instant',
  );
  return { ads: taken.length, alerts };
}

/**
 * The alert job (every minute): takes the ads queued by the estates trigger in batches, each in one transaction
 * with the hits and the e-mails it causes, under an advisory lock: on several instances one does the work, and a
 * crash in the middle leaves the batch queued, nothing sent. Answers how many ads were taken and alerts queued.
 */
type MatchReport = { ads: number; alerts: number };

export async function matchSavedSearches(db: Db, links: LinkSettings): Promise<MatchReport | 'busy'> {
  const total: MatchReport = { ads: 0, alerts: 0 };
  for (;;) {
    const done = await runOnceAcrossInstances(db, matchLockKey, (tx) => matchBatch(tx, links));
    if (done === 'busy') return total.ads > 0 ? total : 'busy';
    total.ads += done.ads;
    total.alerts += done.alerts;
    if (done.ads < queueBatch) return total;
  }
}
