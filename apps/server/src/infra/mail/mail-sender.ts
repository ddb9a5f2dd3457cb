import type { Db } from '../../db/client.ts';
import type { MailTransport } from './mail-transport.ts';
import { sendPendingMail } from './outbox-store.ts';

type Log = { error: (details: object, message: string) => void };

/**
 * Sends queued mail every second until stopped: an activation or reset link is awaited by a person at the screen,
 * and an idle round is one indexed statement. The returned stop() waits for a round in progress, so that shutdown
 * does not cut a delivery in half.
 */
export function startMailSender(db: Db, transport: MailTransport, log: Log, intervalMs = 1000) {
  let round: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A round still sending (a slow mail server) is not joined by another: rounds must not pile up.
    if (round) return;
    round = sendPendingMail(db, transport)
      .catch((error: unknown) => log.error({ err: error }, 'sending mail failed'))
      .finally(() => {
        round = undefined;
      });
  }, intervalMs);
  return async function stop() {
    clearInterval(timer);
    await round;
  };
}
