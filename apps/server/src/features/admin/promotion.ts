import { adminMessages, type PromotedAd } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/**
 * Promotes an ad for `days` from now (a new period replaces the old one). Lists order by `promoted`, and the
 * nightly expiry job (my-estates/expire-estates.ts) sets it back to 0 once promotedUntil has passed.
 */
export async function promoteEstate(db: Db, estateId: number, days: number): Promise<void> {
  const changed = await db
    .update(estates)
    .set({ promoted: 1, promotedUntil: sql`now() + make_interval(days => ${days})` })
    .where(eq(estates.estateId, estateId))
    .returning({ estateId: estates.estateId });
  if (changed.length === 0) throw notFound(adminMessages.adMissing);
}

/** Ends a promotion at once. */
export async function unpromoteEstate(db: Db, estateId: number): Promise<void> {
  const changed = await db
    .update(estates)
    .set({ promoted: 0, promotedUntil: null })
    .where(eq(estates.estateId, estateId))
    .returning({ estateId: estates.estateId });
  if (changed.length === 0) throw notFound(adminMessages.adMissing);
}

/** Every promoted ad, whatever its state, soonest ending first (null: promoted with no end, e.g. by hand). */
export async function listPromotedAds(db: Db): Promise<PromotedAd[]> {
  const rows = await db
    .select({
      estateId: estates.estateId,
      type: estates.type,
      rent: estates.rent,
      title: estates.title,
      promotedUntil: estates.promotedUntil,
    })
    .from(estates)
    .where(eq(estates.promoted, 1))
    .orderBy(asc(estates.promotedUntil), asc(estates.estateId));
  return rows.map((row) => ({
    ...row,
    type: row.type as PromotedAd['type'],
    rent: row.rent === 1 ? 1 : 0,
    promotedUntil: row.promotedUntil?.toISOString() ?? null,
  }));
}
