import { type Decision, isRestrictive, moderationTexts } from '@portal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import {
  adReports,
  estateRisks,
  estates,
  moderationAppeals,
  moderationDecisions,
  moderationHolds,
  users,
} from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { queueMails } from '../../infra/mail/outbox-store.ts';
import { matchProperty } from '../properties/index.ts';
import { appealPath } from './appeal-links.ts';
import { applyDecision, undoRestriction } from './moderation-effects.ts';
import { reportOutcomeMail, statementOfReasonsMail } from './moderation-mails.ts';

/**
 * An admin's decision on an ad's open reports, risk signals or the advertiser's appeal. It settles every open report,
 * the signals and the appeal, is written to the audit log, takes effect, and queues the mails, all in one
 * transaction: the ad's row is locked, so two admins deciding at once take one decision and the other is told there
 * is nothing left (409).
 * A restricting decision sends the advertiser a statement of reasons with the appeal link; a decision on an appeal
 * is final (no link) and undoes the appealed restriction before applying its own. Every reporter hears the outcome.
 */
export async function decideCase(
  context: Context,
  admin: CurrentUser,
  estateId: number,
  decision: Decision,
): Promise<void> {
  const { config, secrets } = context;
  await context.db.transaction(async (tx) => {
    const [ad] = await tx
      .select({
        estateId: estates.estateId,
        type: estates.type,
        title: estates.title,
        advertiserId: estates.userId,
        advertiserEmail: users.email,
      })
      .from(estates)
      .innerJoin(users, eq(users.userId, estates.userId))
      .where(eq(estates.estateId, estateId))
      .for('update', { of: estates });
    if (!ad) throw notFound('Ogłoszenie nie istnieje.');
    const reports = await tx
      .select({ reportId: adReports.reportId, email: adReports.email, reason: adReports.reason })
      .from(adReports)
      .where(and(eq(adReports.estateId, estateId), isNull(adReports.decisionId)));
    const [appeal] = await tx
      .select({ appealId: moderationAppeals.appealId, appealed: moderationDecisions.action })
      .from(moderationAppeals)
      .innerJoin(moderationDecisions, eq(moderationDecisions.decisionId, moderationAppeals.decisionId))
      .where(and(eq(moderationAppeals.estateId, estateId), isNull(moderationAppeals.resolvedBy)));
    const [risk] = await tx
      .select({ kind: moderationHolds.kind })
      .from(estateRisks)
      .leftJoin(moderationHolds, eq(moderationHolds.estateId, estateRisks.estateId))
      .where(and(eq(estateRisks.estateId, estateId), eq(estateRisks.open, true)));
    if (reports.length === 0 && !appeal && !risk) throw conflict(moderationTexts.nothingOpen);

    const onAppeal = !!appeal;
    const rule = decision.action === 'keep' ? null : (decision.rule ?? null);
    const [saved] = await tx
      .insert(moderationDecisions)
      .values({
        estateId,
        advertiserId: ad.advertiserId,
        adminId: admin.userId,
        adminEmail: admin.email,
        action: decision.action,
        rule,
        facts: decision.facts,
        onAppeal,
      })
      .returning({ decisionId: moderationDecisions.decisionId });
    const decisionId = saved!.decisionId;
    if (reports.length > 0)
      await tx
        .update(adReports)
        .set({ decisionId })
        .where(
          inArray(
            adReports.reportId,
            reports.map((report) => report.reportId),
          ),
        );
    const target = { estateId, advertiserId: ad.advertiserId };
    if (risk) {
      // The decision settles the signals it saw; the hold of the risk checks ends with it (keep releases the ad).
      await tx.update(estateRisks).set({ open: false, decisionId }).where(eq(estateRisks.estateId, estateId));
      await tx
        .delete(moderationHolds)
        .where(and(eq(moderationHolds.estateId, estateId), eq(moderationHolds.kind, 'review')));
    }
    if (appeal) {
      await tx
        .update(moderationAppeals)
        .set({ resolvedBy: decisionId })
        .where(eq(moderationAppeals.appealId, appeal.appealId));
      await undoRestriction(tx, target, appeal.appealed);
    }
    await applyDecision(tx, target, decision.action, decisionId);
    // An ad the decision makes public again is matched as a public save matches it: held, it joined no property.
    await matchProperty(tx, estateId);

    const mails = reports.map((report) =>
      reportOutcomeMail(config, report.email, report.reportId, ad, decision.action),
    );
    if (isRestrictive(decision.action) || onAppeal)
      mails.push(
        statementOfReasonsMail(config, {
          to: ad.advertiserEmail,
          decisionId,
          ad,
          action: decision.action,
          rule,
          facts: decision.facts,
          reports: reports.map((report) => report.reason),
          onAppeal,
          automatic: risk ? { held: risk.kind === 'review' } : undefined,
          appealUrl: onAppeal ? undefined : `${config.publicUrl}${appealPath(secrets.secretKey, decisionId)}`,
        }),
      );
    await queueMails(tx, mails);
  });
}
