// Mail goes through the mail_outbox table: written in the same transaction as what caused it, sent afterwards,
// retried with growing pauses while SMTP is down, and never deleted, so no message is lost.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

/** A Db or a transaction: anything that can insert. */
type Writer = Pick<Db, 'insert'>;

const batchSize = 20;
// A claimed message is not picked up again for this long, so two senders never deliver it twice.
const claimMinutes = 5;
const maxPauseMinutes = 6 * 60;

export async function queueMail(writer: Writer, mail: OutgoingMail): Promise<void> {
  await queueMails(writer, [mail]);
}

/** Several messages in one statement (a job's alerts): one round trip instead of one each. */
export async function queueMails(writer: Writer, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  // Due from this process's clock, the one sendPendingMail compares with: the database's now() has microseconds
  // and could put a message a fraction of a millisecond in the sender's future.
  const nextAttemptAt = new Date();
  await writer.insert(mailOutbox).values(
    mails.map((mail) => ({
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      headers: mail.headers ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      nextAttemptAt,
    })),
  );
}

/** 1, 2, 4 … minutes after each failed attempt, at most 6 hours. */
const retryPauseMinutes = (attempts: number) => Math.min(2 ** Math.max(attempts - 1, 0), maxPauseMinutes);

/** Sends the messages due at `now`; answers how many were delivered. Safe to run from several places at once. */
export async function sendPendingMail(db: Db, transport: MailTransport, now = new Date()): Promise<number> {
  const claimedUntil = new Date(now.getTime() + claimMinutes * 60_000);
  const due = db
    .select({ mailId: mailOutbox.mailId })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: claimedUntil })
    .where(inArray(mailOutbox.mailId, due))
    .returning();

  let sent = 0;
  for (const mail of claimed) {
    try {
      await transport.send(mail);
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.mailId, mail.mailId));
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: new Date(now.getTime() + retryPauseMinutes(attempts) * 60_000),
        })
        .where(eq(mailOutbox.mailId, mail.mailId));
    }
  }
  return sent;
}

/** Messages not yet delivered, as metric readings: those never tried, and those waiting to be retried. */
export async function outboxBacklog(db: Db): Promise<{ labels: { state: string }; value: number }[]> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.attempts} = 0)::int`,
      retrying: sql<number>`count(*) filter (where ${mailOutbox.attempts} > 0)::int`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return Object.entries(row ?? { queued: 0, retrying: 0 }).map(([state, value]) => ({
    labels: { state },
    value,
  }));
}
