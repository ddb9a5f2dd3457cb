import {
  type EstateCard,
  type HiddenSet,
  hiddenCookieName,
  isNothingHidden,
  type ListResponse,
  parseHiddenCookie,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { type Db, withFixedPlans } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { estates } from '../../db/schema.ts';
import { readCookie } from '../../http/cookies.ts';

/** What the caller's browser hides, from its `ukryte` cookie (kept by the web app, and by the server for accounts). */
export const hiddenByCookie = (cookieHeader: string | undefined): HiddenSet =>
  parseHiddenCookie(readCookie(cookieHeader, hiddenCookieName));

// Prepared once per connection: it runs on every list a browser hiding an advertiser asks for.
const adsOfAdvertisers = perDatabase((db) =>
  withFixedPlans(db)
    .select({ estateId: estates.estateId })
    .from(estates)
    .where(
      sql`${estates.estateId} = any(${sql.placeholder('ids')}::int[])
        and ${estates.userId} = any(${sql.placeholder('advertisers')}::int[])`,
    )
    .prepare('ads_of_hidden_advertisers'),
);

/**
 * A card list without the hidden ads and the ads of hidden advertisers. The list is filtered after it is read, so
 * the lists' queries, their plans and their shared cache stay as they are: a page loses its hidden cards rather than
 * being filled up from the next one, and the count stays the list's. Cards do not carry their advertiser, so a
 * hidden advertiser costs one look-up of the page's ads by primary key.
 */
export async function withoutHidden<L extends ListResponse<EstateCard>>(db: Db, list: L, hidden: HiddenSet) {
  if (isNothingHidden(hidden) || list.rows.length === 0) return list;
  const ids = list.rows.map((card) => card.estateId);
  const byAdvertiser =
    hidden.advertiserIds.length === 0
      ? []
      : await adsOfAdvertisers(db).execute({ ids, advertisers: hidden.advertiserIds });
  const out = new Set([...hidden.estateIds, ...byAdvertiser.map((row) => row.estateId)]);
  return { ...list, rows: list.rows.filter((card) => !out.has(card.estateId)) };
}
