import { formatDateTime, importSilentHours, isImportSilent, routes } from '@portal/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Context } from '../../context.ts';
import { runOnceAcrossInstances } from '../../db/run-once.ts';
import { integrations, mailOutbox, users } from '../../db/schema.ts';
import { escapeHtml, mailLayout } from '../../infra/mail/html.ts';
import type { OutgoingMail } from '../../infra/mail/mail-transport.ts';
import { queueMail } from '../../infra/mail/outbox-store.ts';
import { companyNameOf } from './import-run-view.ts';

export const silentMailSubject = `Integracje bez dostaw od ${importSilentHours} h`;
// One mail a day whatever the number of instances: one that finds it queued this long ago or later sends none.
const mailedWithinMs = 20 * 3_600_000;
const lockKey = 0x1f6fff;

type Silent = { ftpLogin: string; companyName: string; lastDeliveryAt: Date | null };

/**
 * Flags silent integrations to admins who do not open the import screen: one e-mail to every admin listing them,
 * at most once a day and none when all deliver. Answers how many silent integrations were mailed about.
 */
export async function mailSilentIntegrations(
  { config, db }: Pick<Context, 'config' | 'db'>,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .select({
      ftpLogin: integrations.ftpLogin,
      createdAt: integrations.createdAt,
      lastDeliveryAt: integrations.lastDeliveryAt,
      user: { email: users.email, companyName: users.companyName, name: users.name, surname: users.surname },
    })
    .from(integrations)
    .innerJoin(users, eq(users.userId, integrations.userId))
    .orderBy(integrations.integrationId);
  const silent = rows
    .filter((row) => isImportSilent(row.lastDeliveryAt, row.createdAt, now))
    .map((row) => ({ ...row, companyName: companyNameOf(row.user) }));
  if (silent.length === 0) return 0;

  const mailed = await runOnceAcrossInstances(db, lockKey, async (tx) => {
    const [already] = await tx
      .select({ mailId: mailOutbox.mailId })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.subject, silentMailSubject),
          gt(mailOutbox.createdAt, new Date(now.getTime() - mailedWithinMs)),
        ),
      )
      .limit(1);
    if (already) return 0;
    const admins = await tx.select({ email: users.email }).from(users).where(eq(users.admin, true));
    for (const admin of admins) await queueMail(tx, silentMail(config, admin.email, silent));
    return admins.length > 0 ? silent.length : 0;
  });
  return mailed === 'busy' ? 0 : mailed;
}

function silentMail(config: Config, to: string, silent: Silent[]): OutgoingMail {
  const link = `${config.publicUrl}${routes.adminImports()}`;
  const intro = `Te integracje nie przysłały żadnej paczki od ponad ${importSilentHours} h:`;
  const lines = silent.map(
    (row) =>
      `${row.ftpLogin} (${row.companyName}): ${
        row.lastDeliveryAt
          ? `ostatnia dostawa ${formatDateTime(row.lastDeliveryAt)}`
          : 'jeszcze nic nie dostarczyła'
      }`,
  );
  const action = 'Sprawdź importy ofert';
  const text = [intro, '', ...lines.map((line) => `- ${line}`), '', `${action}: ${link}`].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  ].join('\n');
  return { to, subject: silentMailSubject, text, html: mailLayout(silentMailSubject, html) };
}
