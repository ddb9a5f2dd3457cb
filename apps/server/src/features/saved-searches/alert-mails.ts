import type { EstateType } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/run-once.ts';
import { estates, savedSearches, users } from '../../db/schema.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';
import { queueMails } from '../../infra/mail/outbox-store.ts';
import { isListed } from '../estates/index.ts';
import { alertMail, type FoundAd, type LinkSettings } from './saved-search-mails.ts';

/** An ad found by a search; a price drop of a property the search announced carries the price announced before. */
export type Hit = { searchId: number; estateId: number; previousPrice?: number | undefined };

/**
 * Queues one e-mail per search with its newly found ads that are still online (newest first). Searches whose
 * owner's address is unknown (a removed account takes its searches with it) get none.
 */
export async function queueAlerts(tx: Tx, links: LinkSettings, hits: Hit[], kind: 'instant' | 'daily') {
  if (hits.length === 0) return 0;
  // Ids as one array parameter: an hour's ads at once find tens of thousands of searches, past a statement's
  // 65,535 parameters as a list.
  const searchIds = [...new Set(hits.map((hit) => hit.searchId))];
  const recipients = await tx
    .select({
      searchId: savedSearches.searchId,
      name: savedSearches.name,
      criteria: savedSearches.criteria,
      email: sql<string>`coalesce(${users.email}, ${savedSearches.email})`,
      account: sql<boolean>`${savedSearches.userId} is not null`,
    })
    .from(savedSearches)
    .leftJoin(users, eq(users.userId, savedSearches.userId))
    // A digest's hits found before its search was switched off are not mailed.
    .where(
      sql`${savedSearches.searchId} = any(${sql.param(searchIds)}::int[]) and ${savedSearches.frequency} <> 'off'`,
    );
  const ads = await tx
    .select({
      estateId: estates.estateId,
      type: estates.type,
      rent: estates.rent,
      title: estates.title,
      price: estates.price,
    })
    .from(estates)
    .where(
      and(
        sql`${estates.estateId} = any(${sql.param([...new Set(hits.map((hit) => hit.estateId))])}::int[])`,
        isListed(),
      ),
    );
  const adById = new Map(ads.map((ad) => [ad.estateId, { ...ad, type: ad.type as EstateType }]));
  const found = new Map<number, FoundAd[]>();
  for (const hit of hits) {
    const listed = adById.get(hit.estateId);
    if (!listed) continue;
    const ad = hit.previousPrice === undefined ? listed : { ...listed, previousPrice: hit.previousPrice };
    const ads = found.get(hit.searchId);
    if (ads) ads.push(ad);
    else found.set(hit.searchId, [ad]);
  }
  const mails: OutgoingMail[] = [];
  for (const search of recipients) {
    const ads = (found.get(search.searchId) ?? []).sort((a, b) => b.estateId - a.estateId);
    if (ads.length === 0 || !search.email) continue;
    mails.push(alertMail(links, search, ads, kind));
  }
  // Seven parameters a message, under PostgreSQL's 65,535 a statement.
  for (let start = 0; start < mails.length; start += 5000)
    await queueMails(tx, mails.slice(start, start + 5000));
  return mails.length;
}
