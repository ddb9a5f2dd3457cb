import { and, gt, sql } from 'drizzle-orm';
import { estates, moderationHolds } from '../../db/schema.ts';

/**
 * An ad is current while it is active and not expired; the expiry job catches up with the flag daily. The 1 is
 * literal SQL, not a parameter, so that even a prepared statement's generic plan can use the partial indexes
 * (`where active = 1`) of the lists.
 */
export const isCurrent = () => and(sql`${estates.active} = 1`, gt(estates.expiresAt, sql`now()`));

/**
 * An ad is public only while it is current and not held back by a moderation decision. The hold is an anti-join by
 * the ad's id, which every list index holds, so index-only scans stay index-only; holds are few.
 */
export const isListed = () =>
  and(
    isCurrent(),
    sql`not exists (select 1 from ${moderationHolds} where ${moderationHolds.estateId} = ${estates.estateId})`,
  );

/**
 * An offer another of its property's offers stands for in lists (the property's card, led by its cheapest offer):
 * its ad page stays public, lists leave it out. The flag is in every list index's predicate, with the same literal
 * 0, so that a list walks only the ads it shows (migration 0042).
 */
export const isNotCollapsed = () => sql`${estates.collapsed} = 0`;

/**
 * The predicate every list index holds: what a query reading one of them beside isInLists (a bounded look-up by
 * words, the map's ads in a price gap) must say, or PostgreSQL cannot use the index.
 */
export const inListIndexes = () => and(sql`${estates.active} = 1`, isNotCollapsed());

/** An ad in lists, searches, maps and their counts: public and the card of its property (one card a property). */
export const isInLists = () => and(isListed(), isNotCollapsed());
