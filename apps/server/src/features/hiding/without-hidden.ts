import {
  type EstateCard,
  type HiddenSet,
  hiddenCookieName,
  isNothingHidden,
  type ListResponse,
  parseHiddenCookie,
} from '@portal/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { preparedStatement, statementShapes } from '../../db/statements.ts';
import { readCookie } from '../../http/cookies.ts';
import {
  collecting,
  exactCountLimit,
  isInLists,
  type SearchCriteria,
  searchFilter,
} from '../estates/index.ts';

/** What the caller's browser hides, from its `ukryte` cookie (kept by the web app, and by the server for accounts). */
export const hiddenByCookie = (cookieHeader: string | undefined): HiddenSet =>
  parseHiddenCookie(readCookie(cookieHeader, hiddenCookieName));

// Prepared once per connection: it runs on every list a browser hiding an advertiser asks for.
const adsOfAdvertisers = preparedStatement('ads_of_hidden_advertisers', 'fixed', (db) =>
  db
    .select({ estateId: estates.estateId })
    .from(estates)
    .where(
      sql`${estates.estateId} = any(${sql.placeholder('ids')}::int[])
        and ${estates.userId} = any(${sql.placeholder('advertisers')}::int[])`,
    ),
);

/**
 * The hidden ads a list holds, at most as many as a list is counted exactly: the hidden ads and the hidden
 * advertisers' ads, found by primary key and by advertiser first, apart (OFFSET 0 keeps the list's criteria out of
 * their plan), and only those checked against the criteria: a cost bounded whatever the list, paid only by a browser
 * that hides something. Planned together, PostgreSQL read the criteria's own index beside them (a city's ads by
 * price) to find a few hidden ones.
 */
function hiddenInList(where: SQL | undefined): SQL {
  const hiddenAds = sql`select * from ${estates}
    where ${estates.estateId} = any(${sql.placeholder('hiddenIds')}::int[])
      or ${estates.userId} = any(${sql.placeholder('hiddenAdvertisers')}::int[]) offset 0`;
  // Named as the table, so that the criteria's columns are the hidden ads'. Counted as the list counts them: one card
  // a property.
  return sql`(select 1 from (${hiddenAds}) as ${estates} where ${and(isInLists(), where)}
    limit ${sql.raw(String(exactCountLimit))}) as hidden`;
}

// One statement a shape of criteria, with one plan (exported for its plan's test): whatever the values it reads the
// hidden ads by primary key and by advertiser and checks the criteria on them, and planning it cost PostgreSQL more
// than running it.
export const hiddenCountQuery = (db: Db, where: SQL | undefined) =>
  db.select({ count: sql<number>`count(*)::int` }).from(hiddenInList(where));
const hiddenCounts = statementShapes('hidden_count', () => 'fixed', hiddenCountQuery, {
  shapes: 500,
  named: 100,
});

/** The hidden ads among a list's criteria's, with the statement's values. */
export function hiddenCountPlaceholders(hidden: HiddenSet, criteria: Partial<SearchCriteria>) {
  const values: Record<string, unknown> = {
    hiddenIds: hidden.estateIds.length > 0 ? hidden.estateIds : [0],
    hiddenAdvertisers: hidden.advertiserIds.length > 0 ? hidden.advertiserIds : [0],
  };
  return { where: searchFilter(criteria, collecting(values)), values };
}

async function countHiddenIn(db: Db, hidden: HiddenSet, criteria: Partial<SearchCriteria>): Promise<number> {
  const { where, values } = hiddenCountPlaceholders(hidden, criteria);
  const [row] = await hiddenCounts(db, Object.keys(values).join(','), where).execute(values);
  return row?.count ?? 0;
}

/**
 * A card list without the hidden ads and the ads of hidden advertisers. The list is filtered after it is read, so
 * the lists' queries, their plans and their shared cache stay as they are: a page loses its hidden cards rather than
 * being filled up from the next one. Cards do not carry their advertiser, so a hidden advertiser costs one look-up
 * of the page's ads by primary key. The count leaves the hidden ads out too: of a list given its `criteria` (a
 * category, a search), those the criteria find; of a list that is all its rows (the home's, the related ads), those
 * the page lost.
 */
export async function withoutHidden<L extends ListResponse<EstateCard>>(
  db: Db,
  list: L,
  hidden: HiddenSet,
  criteria?: Partial<SearchCriteria>,
) {
  if (isNothingHidden(hidden) || list.count === 0) return list;
  const ids = list.rows.map((card) => card.estateId);
  const byAdvertiser =
    hidden.advertiserIds.length === 0 || ids.length === 0
      ? []
      : await adsOfAdvertisers(db).execute({ ids, advertisers: hidden.advertiserIds });
  const out = new Set([...hidden.estateIds, ...byAdvertiser.map((row) => row.estateId)]);
  const rows = list.rows.filter((card) => !out.has(card.estateId));
  const hiddenCount = criteria ? await countHiddenIn(db, hidden, criteria) : list.rows.length - rows.length;
  return { ...list, rows, count: Math.max(rows.length, list.count - hiddenCount) };
}
