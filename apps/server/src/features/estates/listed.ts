import { and, eq, gt, sql } from 'drizzle-orm';
import { estates } from '../../db/schema.ts';

/** An ad is public only while it is active and not expired; the expiry job catches up with the flag daily. */
export const isListed = () => and(eq(estates.active, 1), gt(estates.expiresAt, sql`now()`));
