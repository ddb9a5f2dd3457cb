import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estateViews } from '../../db/schema.ts';
import { warsawToday } from './record-view.ts';

/** A Db or a transaction: anything that can insert. */
type Writer = Pick<Db, 'insert'>;

/**
 * Adds one message to the ad's count of the day and answers the day's count so far. The upsert locks the day's row
 * until the caller's transaction ends, so concurrent messages on several instances count one after another.
 */
export async function countMessage(writer: Writer, estateId: number): Promise<number> {
  const [row] = await writer
    .insert(estateViews)
    .values({ estateId, day: warsawToday, messages: 1 })
    .onConflictDoUpdate({
      target: [estateViews.estateId, estateViews.day],
      set: { messages: sql`${estateViews.messages} + 1` },
    })
    .returning({ messages: estateViews.messages });
  return row?.messages ?? 0;
}
