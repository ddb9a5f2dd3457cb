import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs the work inside one transaction holding a PostgreSQL advisory lock, so that among many server instances only
 * one does it; the others answer 'busy' at once. A transaction-level lock is released with the transaction, so a
 * pooled connection can never keep it by mistake.
 */
export async function runOnceAcrossInstances<T>(db: Db, lockKey: number, work: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx): Promise<T | 'busy'> => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`,
    );
    if (!rows[0]?.locked) return 'busy';
    return work(tx);
  });
}

/**
 * Runs the work inside one transaction holding the same advisory lock as runOnceAcrossInstances, waiting for it:
 * for work that must not be skipped (ending what a runOnceAcrossInstances claimed), while claimants stay away.
 */
export async function runUnderLock<T>(db: Db, lockKey: number, work: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx): Promise<T> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    return work(tx);
  });
}
