import { messages, type Report, reportTexts } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { adReports, estates } from '../../db/schema.ts';
import { badRequest, conflict, gone, notFound } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { countUnconfirmedMail } from '../../http/rate-limit.ts';
import { verifyCaptcha } from '../../infra/captcha/captcha.ts';
import { mailboxOf } from '../../infra/mail/mailbox.ts';
import { queueMail } from '../../infra/mail/outbox-store.ts';
import { isListed } from '../estates/index.ts';
import { reportReceivedMail } from './moderation-mails.ts';

/**
 * A notice about a listed ad, from an account (no captcha) or a visitor (captcha, and the address's domain counted
 * as any mail to an unconfirmed address). One per person and ad, enforced by the unique indexes so that two
 * instances cannot both take it; the acknowledgement is queued in the same transaction.
 */
export async function reportAd(
  context: Context,
  estateId: number,
  report: Report,
  reporter: CurrentUser | undefined,
): Promise<number> {
  const { db, config, secrets } = context;
  // The ad first: a visitor on a page gone stale learns so without spending the captcha.
  const [ad] = await db
    .select({
      estateId: estates.estateId,
      type: estates.type,
      title: estates.title,
      isListed: sql<boolean>`${isListed()}`,
    })
    .from(estates)
    .where(and(eq(estates.estateId, estateId), eq(estates.draft, false)));
  if (!ad) throw notFound('Ogłoszenie nie istnieje.');
  if (!ad.isListed) throw gone(reportTexts.adGone);
  if (!reporter) {
    if (!report.captcharesponse) throw badRequest(messages.captcha);
    await verifyCaptcha(db, secrets.captchaKey, report.captcharesponse);
    await countUnconfirmedMail(db, report.email);
  }
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(adReports)
      .values({
        estateId,
        reporterId: reporter?.userId ?? null,
        email: report.email,
        mailbox: mailboxOf(report.email),
        reason: report.reason,
        description: report.description,
      })
      .onConflictDoNothing()
      .returning({ reportId: adReports.reportId });
    if (!saved) throw conflict(reportTexts.already);
    await queueMail(tx, reportReceivedMail(config, report.email, saved.reportId, ad, report.reason));
    return saved.reportId;
  });
}
