import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { propertyVerdicts } from '../../db/schema.ts';
import type { Verdict } from './choose-property.ts';

/** The admin's verdicts on the history and others, by the other history. */
export async function loadVerdicts(db: Db | Tx, historyId: number): Promise<Map<number, Verdict>> {
  const rows = await db
    .select({ other: propertyVerdicts.otherHistoryId, verdict: propertyVerdicts.verdict })
    .from(propertyVerdicts)
    .where(eq(propertyVerdicts.historyId, historyId));
  return new Map(rows.map((row) => [row.other, row.verdict]));
}

/** An admin's verdict on two histories, stored both ways round; a later verdict replaces an earlier one. */
export async function recordVerdict(
  db: Db | Tx,
  a: number,
  b: number,
  verdict: Verdict,
  adminId: number,
): Promise<void> {
  await db
    .insert(propertyVerdicts)
    .values([
      { historyId: a, otherHistoryId: b, verdict, adminId },
      { historyId: b, otherHistoryId: a, verdict, adminId },
    ])
    .onConflictDoUpdate({
      target: [propertyVerdicts.historyId, propertyVerdicts.otherHistoryId],
      set: { verdict, adminId, at: new Date() },
    });
}
