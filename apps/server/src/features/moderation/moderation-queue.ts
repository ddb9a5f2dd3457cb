import { ModerationLimits, type ModerationQueue, routes } from '@portal/domain';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  adReports,
  blockedAccounts,
  estateRisks,
  estates,
  moderationAppeals,
  moderationDecisions,
  moderationHolds,
  users,
} from '../../db/schema.ts';
import { presentLog } from './moderation-log.ts';
import { explainRule, riskThresholds } from './risk-rules.ts';

const restrictive = sql`${moderationDecisions.action} in ('remove', 'correct', 'block')`;

/**
 * The ads waiting for a decision: those with reports not yet settled, an appeal, or risk signals scoring enough. The
 * riskiest first (a report of fraud or an ad held by its risk checks, then the most reports), then the oldest; each
 * with its reports, its risk signals, the advertiser's history and the ad's audit log.
 */
export async function moderationQueue(db: Db): Promise<ModerationQueue> {
  const { rows: cases } = await db.execute<{ estateId: number; total: number }>(sql`
    with waiting as (
      select estate_id, created_at, 1 as reports, reason = 'fraud' as fraud
        from ${adReports} where decision_id is null
      union all
      select estate_id, created_at, 0, false from ${moderationAppeals} where resolved_by is null
      union all
      select estate_id, checked_at, 0, score >= ${riskThresholds.hold} from ${estateRisks} where open),
    cases as (
      select estate_id, min(created_at) as since, sum(reports) as reports, bool_or(fraud) as fraud
      from waiting group by estate_id)
    select estate_id as "estateId", (count(*) over ())::int as total from cases
    order by fraud desc, reports desc, since, estate_id
    limit ${ModerationLimits.queuePage}`);
  const ids = cases.map((row) => Number(row.estateId));
  if (ids.length === 0) return { rows: [], count: 0 };

  const ads = await db
    .select({
      estateId: estates.estateId,
      type: estates.type,
      title: estates.title,
      userId: estates.userId,
      hold: moderationHolds.kind,
      email: users.email,
      joinedAt: users.createdAt,
      blocked: sql<boolean>`${blockedAccounts.userId} is not null`,
    })
    .from(estates)
    .innerJoin(users, eq(users.userId, estates.userId))
    .leftJoin(moderationHolds, eq(moderationHolds.estateId, estates.estateId))
    .leftJoin(blockedAccounts, eq(blockedAccounts.userId, estates.userId))
    .where(inArray(estates.estateId, ids));
  const userIds = [...new Set(ads.map((ad) => ad.userId))];
  const [reports, appeals, adCounts, restrictions, log, risks] = await Promise.all([
    db
      .select()
      .from(adReports)
      .where(and(inArray(adReports.estateId, ids), isNull(adReports.decisionId)))
      .orderBy(asc(adReports.createdAt)),
    db
      .select()
      .from(moderationAppeals)
      .where(and(inArray(moderationAppeals.estateId, ids), isNull(moderationAppeals.resolvedBy))),
    db
      .select({ userId: estates.userId, total: count() })
      .from(estates)
      .where(and(inArray(estates.userId, userIds), eq(estates.draft, false)))
      .groupBy(estates.userId),
    db
      .select({ userId: moderationDecisions.advertiserId, total: count() })
      .from(moderationDecisions)
      .where(and(inArray(moderationDecisions.advertiserId, userIds), restrictive))
      .groupBy(moderationDecisions.advertiserId),
    presentLog(db, ids),
    db
      .select({ estateId: estateRisks.estateId, score: estateRisks.score, signals: estateRisks.signals })
      .from(estateRisks)
      .where(inArray(estateRisks.estateId, ids)),
  ]);
  const countOf = (rows: { userId: number; total: number }[], userId: number) =>
    rows.find((row) => row.userId === userId)?.total ?? 0;

  const rows = ids.flatMap((estateId) => {
    const ad = ads.find((row) => row.estateId === estateId);
    if (!ad) return [];
    const appeal = appeals.find((row) => row.estateId === estateId);
    const risk = risks.find((row) => row.estateId === estateId);
    return [
      {
        estate: {
          estateId,
          title: ad.title,
          url: routes.estate(ad.type, ad.title, estateId),
          hold: ad.hold,
        },
        reports: reports
          .filter((report) => report.estateId === estateId)
          .map((report) => ({
            reportId: report.reportId,
            reason: report.reason,
            description: report.description,
            email: report.email,
            byAccount: report.reporterId !== null,
            createdAt: report.createdAt.toISOString(),
          })),
        appeal: appeal
          ? { text: appeal.text, createdAt: appeal.createdAt.toISOString(), decisionId: appeal.decisionId }
          : null,
        advertiser: {
          userId: ad.userId,
          email: ad.email,
          createdAt: ad.joinedAt.toISOString(),
          adsCount: countOf(adCounts, ad.userId),
          restrictions: countOf(restrictions, ad.userId),
          blocked: ad.blocked,
        },
        log: log.get(estateId) ?? [],
        risk: risk
          ? {
              score: risk.score,
              signals: risk.signals.map((signal) => ({ ...signal, explanation: explainRule(signal.rule) })),
            }
          : null,
      },
    ];
  });
  return { rows, count: Number(cases[0]?.total ?? 0) };
}
