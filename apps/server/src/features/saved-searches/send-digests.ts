import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runOnceAcrossInstances } from '../../db/run-once.ts';
import { savedSearchHits } from '../../db/schema.ts';
import { queueAlerts } from './alert-mails.ts';
import type { LinkSettings } from './saved-search-mails.ts';

const digestLockKey = 724_024;
const searchesPerBatch = 500;

/**
 * The daily digest: every search with ads found and not yet announced gets one e-mail with those still online,
 * and they are marked announced in the same transaction (under an advisory lock: one instance does it, once).
 * Answers how many digests were queued.
 */
export async function sendDigests(db: Db, links: LinkSettings): Promise<number | 'busy'> {
  let queued = 0;
  for (;;) {
    const done = await runOnceAcrossInstances(db, digestLockKey, async (tx) => {
      const { rows } = await tx.execute<{ searchId: number }>(sql`
        select distinct search_id as "searchId" from saved_search_hits where mailed_at is null
        order by 1 limit ${searchesPerBatch}`);
      const searchIds = rows.map((row) => row.searchId);
      if (searchIds.length === 0) return { searches: 0, mails: 0 };
      const hits = await tx
        .update(savedSearchHits)
        .set({ mailedAt: sql`now()` })
        .where(and(inArray(savedSearchHits.searchId, searchIds), isNull(savedSearchHits.mailedAt)))
        .returning({ searchId: savedSearchHits.searchId, estateId: savedSearchHits.estateId });
      return { searches: searchIds.length, mails: await queueAlerts(tx, links, hits, 'daily') };
    });
    if (done === 'busy') return queued > 0 ? queued : 'busy';
    queued += done.mails;
    if (done.searches < searchesPerBatch) return queued;
  }
}
