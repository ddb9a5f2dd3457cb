import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usedCaptchas } from '../../db/schema.ts';

/** Records a solved challenge by its signature; false when it was used before, so that it works once. */
export async function spendSolution(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  // Expired entries can go: their challenges are refused by the expiry check anyway.
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, sql`now()`));
  const fresh = await db
    .insert(usedCaptchas)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  return fresh.length > 0;
}
