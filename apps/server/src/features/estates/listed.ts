import { and, gt, sql } from 'drizzle-orm';
import { estates } from '../../db/schema.ts';

/**
 * An ad is public only while it is active and not expired; the expiry job catches up with the flag daily. The 1 is
 * literal SQL, not a parameter, so that even a prepared statement's generic plan can use the partial indexes
 * (`where active = 1`) of the lists.
 */
export const isListed = () => and(sql`${estates.active} = 1`, gt(estates.expiresAt, sql`now()`));
