import type { ModerationLogEntry } from '@portal/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moderationAppeals, moderationDecisions } from '../../db/schema.ts';

/** The audit log of each ad, newest first: who decided what, when and why, with the appeal each decision got. */
export async function presentLog(db: Db, estateIds: number[]): Promise<Map<number, ModerationLogEntry[]>> {
  const rows = await db
    .select({ decision: moderationDecisions, appeal: moderationAppeals })
    .from(moderationDecisions)
    .leftJoin(moderationAppeals, eq(moderationAppeals.decisionId, moderationDecisions.decisionId))
    .where(inArray(moderationDecisions.estateId, estateIds))
    .orderBy(desc(moderationDecisions.decisionId));
  const log = new Map<number, ModerationLogEntry[]>();
  for (const { decision, appeal } of rows) {
    const entries = log.get(decision.estateId) ?? [];
    entries.push({
      decisionId: decision.decisionId,
      action: decision.action,
      rule: decision.rule,
      facts: decision.facts,
      onAppeal: decision.onAppeal,
      adminEmail: decision.adminEmail,
      createdAt: decision.createdAt.toISOString(),
      appeal: appeal ? { text: appeal.text, createdAt: appeal.createdAt.toISOString() } : null,
    });
    log.set(decision.estateId, entries);
  }
  return log;
}
