import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/run-once.ts';
import { estateHistories, estates, importOffers } from '../../db/schema.ts';

/**
 * The company's other online offers, by their CRM ids, that show the same property as this one: a package carrying
 * one flat under two reference numbers, which the office should know of (buyers see it once, as one card).
 */
export async function twinOffers(
  tx: Tx,
  integrationId: number,
  propertyId: number,
  externalId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ externalId: importOffers.externalId })
    .from(estateHistories)
    .innerJoin(importOffers, eq(importOffers.estateId, estateHistories.estateId))
    .innerJoin(estates, eq(estates.estateId, estateHistories.estateId))
    .where(
      and(
        eq(estateHistories.propertyId, propertyId),
        eq(importOffers.integrationId, integrationId),
        ne(importOffers.externalId, externalId),
        sql`${estates.active} = 1`,
      ),
    )
    .orderBy(importOffers.externalId);
  return rows.map((row) => row.externalId);
}

/** The run report's note of an offer whose property the package already carries under another number. */
export const twinNote = (others: string[]) =>
  `ta sama nieruchomość co ${others.length > 1 ? 'oferty' : 'oferta'} ${others.join(', ')} (ten sam lokal pod dwoma numerami)`;
