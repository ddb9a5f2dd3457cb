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
import { preparedStatement } from '../../db/statements.ts';
import { readCookie } from '../../http/cookies.ts';
import { exactCountLimit, isInLists } from '../estates/index.ts';

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
 * The count of the hidden ads a list holds: the hidden ads and the hidden advertisers' ads its filter finds. Found
 * by primary key and by advertiser first, apart (OFFSET 0 keeps the filter out of their plan), and only those checked
 * against the filter, at most as many as a list is counted exactly: a cost bounded whatever the list, paid only by a
 * browser that hides something. Planned together, PostgreSQL read the filter's own index beside them (a city's ads
 * by price) to find a few hidden ones. Exported for its plan's test.
 */
export function hiddenCountQuery(hidden: HiddenSet, filter: SQL | undefined): SQL {
  const ids = hidden.estateIds.length > 0 ? hidden.estateIds : [0];
  const advertisers = hidden.advertiserIds.length > 0 ? hidden.advertiserIds : [0];
  const hiddenAds = sql`select * from ${estates} where ${estates.estateId} = any(${sql.param(ids)}::int[])
    or ${estates.userId} = any(${sql.param(advertisers)}::int[]) offset 0`;
  // Named as the table, so that the filter's columns are the hidden ads'. Counted as the list counts them: one card
  // a property.
  return sql`select count(*)::int as count from (select 1 from (${hiddenAds}) as ${estates}
    where ${and(isInLists(), filter)} limit ${sql.raw(String(exactCountLimit))}) hidden`;
}

async function countHiddenIn(db: Db, hidden: HiddenSet, filter: SQL | undefined): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(hiddenCountQuery(hidden, filter));
  return rows[0]?.count ?? 0;
}

/**
 * A card list without the hidden ads and the ads of hidden advertisers. The list is filtered after it is read, so
 * the lists' queries, their plans and their shared cache stay as they are: a page loses its hidden cards rather than
 * being filled up from the next one. Cards do not carry their advertiser, so a hidden advertiser costs one look-up
 * of the page's ads by primary key. The count leaves the hidden ads out too: of a list given its `filter` (a
 * category, a search), those the filter finds; of a list that is all its rows (the home's, the related ads), those
 * the page lost.
 */
export async function withoutHidden<L extends ListResponse<EstateCard>>(
  db: Db,
  list: L,
  hidden: HiddenSet,
  filter?: () => SQL | undefined,
) {
  if (isNothingHidden(hidden) || list.count === 0) return list;
  const ids = list.rows.map((card) => card.estateId);
  const byAdvertiser =
    hidden.advertiserIds.length === 0 || ids.length === 0
      ? []
      : await adsOfAdvertisers(db).execute({ ids, advertisers: hidden.advertiserIds });
  const out = new Set([...hidden.estateIds, ...byAdvertiser.map((row) => row.estateId)]);
  const rows = list.rows.filter((card) => !out.has(card.estateId));
  const hiddenInList = filter ? await countHiddenIn(db, hidden, filter()) : list.rows.length - rows.length;
  return { ...list, rows, count: Math.max(rows.length, list.count - hiddenInList) };
}
