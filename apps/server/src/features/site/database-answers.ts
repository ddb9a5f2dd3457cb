import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Whether the database answers a trivial statement within `timeoutMs`: false at once when it refuses connections,
 * after `timeoutMs` when it does not answer (the statement itself is left to the pool's own timeout).
 */
export async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return Promise.race([answered, setTimeout(timeoutMs, false, { ref: false })]);
}
