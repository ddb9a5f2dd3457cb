import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, importOffers } from '../../db/schema.ts';
import { isListed } from '../estates/index.ts';
import { refusalLine } from './import-problems.ts';
import type { Refusal } from './offer.ts';
import type { ImportTarget } from './sync-offer.ts';

// Ids per query: a package whose every offer is refused may hold thousands.
const batch = 1000;

/**
 * The run's line for each offer the package refused, saying for each whose earlier version is online that this
 * version stays, from the day it was imported. A query per thousand refusals, none per offer.
 */
export async function refusalLines(db: Db, target: ImportTarget, refusals: Refusal[]): Promise<string[]> {
  const keptSince = new Map<string, Date>();
  for (let from = 0; from < refusals.length; from += batch) {
    const ids = refusals.slice(from, from + batch).map((refusal) => refusal.externalId);
    const kept = await db
      .select({ externalId: importOffers.externalId, updatedAt: importOffers.updatedAt })
      .from(importOffers)
      .innerJoin(estates, eq(estates.estateId, importOffers.estateId))
      .where(
        and(
          eq(importOffers.integrationId, target.integrationId),
          eq(importOffers.system, target.system),
          inArray(importOffers.externalId, ids),
          isListed(),
        ),
      );
    for (const row of kept) keptSince.set(row.externalId, row.updatedAt);
  }
  return refusals.map(({ externalId, reason }) =>
    refusalLine(externalId, reason, keptSince.get(externalId) ?? null),
  );
}
