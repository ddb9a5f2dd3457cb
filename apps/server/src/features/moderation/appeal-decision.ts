import { type Appeal, isRestrictive, moderationTexts, type OwnDecision } from '@portal/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { estates, moderationAppeals, moderationDecisions } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error.ts';
import { appealPath, isAppealSignature } from './appeal-links.ts';

const decisionColumns = {
  decisionId: moderationDecisions.decisionId,
  estateId: moderationDecisions.estateId,
  advertiserId: moderationDecisions.advertiserId,
  action: moderationDecisions.action,
  rule: moderationDecisions.rule,
  facts: moderationDecisions.facts,
  onAppeal: moderationDecisions.onAppeal,
  createdAt: moderationDecisions.createdAt,
  title: sql<string>`coalesce(${estates.title}, '')`,
  appealed: sql<boolean>`${moderationAppeals.appealId} is not null`,
};

const decisionsQuery = (db: Db) =>
  db
    .select(decisionColumns)
    .from(moderationDecisions)
    .leftJoin(estates, eq(estates.estateId, moderationDecisions.estateId))
    .leftJoin(moderationAppeals, eq(moderationAppeals.decisionId, moderationDecisions.decisionId));

type DecisionRow = Awaited<ReturnType<typeof decisionsQuery>>[number];

/** Only a restricting first decision can be appealed, and once. */
const isAppealable = (row: DecisionRow) => isRestrictive(row.action) && !row.onAppeal && !row.appealed;

function present(secretKey: string, row: DecisionRow): OwnDecision {
  return {
    decisionId: row.decisionId,
    estateId: row.estateId,
    title: row.title,
    action: row.action,
    rule: row.rule,
    facts: row.facts,
    createdAt: row.createdAt.toISOString(),
    appealPath: isAppealable(row) ? appealPath(secretKey, row.decisionId) : null,
    appealed: row.appealed,
  };
}

async function signedDecision(context: Context, decisionId: number, signature: string) {
  if (!isAppealSignature(context.secrets.secretKey, decisionId, signature))
    throw notFound(moderationTexts.appealLinkInvalid);
  const [row] = await decisionsQuery(context.db).where(eq(moderationDecisions.decisionId, decisionId));
  if (!row) throw notFound(moderationTexts.appealLinkInvalid);
  return row;
}

/** The decision an appeal link names, as its page shows it. */
export async function getAppealableDecision(context: Context, decisionId: number, signature: string) {
  return present(context.secrets.secretKey, await signedDecision(context, decisionId, signature));
}

/** The account's restricting decisions, newest first, for 'Zarządzanie ogłoszeniami'. */
export async function listOwnDecisions(context: Context, userId: number): Promise<OwnDecision[]> {
  const rows = await decisionsQuery(context.db)
    .where(
      and(
        eq(moderationDecisions.advertiserId, userId),
        sql`${moderationDecisions.action} in ('remove', 'correct', 'block')`,
      ),
    )
    .orderBy(desc(moderationDecisions.decisionId))
    .limit(50);
  return rows.map((row) => present(context.secrets.secretKey, row));
}

/**
 * The advertiser's one appeal, through the signed link of the statement of reasons (a blocked advertiser cannot log
 * in). The unique index on the decision makes a second appeal, even a simultaneous one, a 409. The appeal puts the
 * ad back in the queue.
 */
export async function appealDecision(
  context: Context,
  decisionId: number,
  signature: string,
  appeal: Appeal,
): Promise<void> {
  const row = await signedDecision(context, decisionId, signature);
  if (row.appealed) throw conflict(moderationTexts.appealTaken);
  if (!isAppealable(row)) throw badRequest(moderationTexts.appealNotAllowed);
  const [saved] = await context.db
    .insert(moderationAppeals)
    .values({ decisionId, estateId: row.estateId, text: appeal.text })
    .onConflictDoNothing()
    .returning({ appealId: moderationAppeals.appealId });
  if (!saved) throw new AppError(409, moderationTexts.appealTaken);
}
