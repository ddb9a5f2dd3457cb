import type { Db } from '../../db/client.ts';
import type { MailTransport } from './mail-transport.ts';
import { sendPendingMail } from './outbox-store.ts';

type Log = { error: (details: object, message: string) => void };

/**
 * Sends queued mail every few seconds until stopped. The returned stop() waits for a round in progress, so that
 * shutdown does not cut a delivery in half.
 */
export function startMailSender(db: Db, transport: MailTransport, log: Log, intervalMs = 5000) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => sendPendingMail(db, transport))
      .catch((error: unknown) => log.error({ err: error }, 'sending mail failed'));
  }, intervalMs);
  return async function stop() {
    clearInterval(timer);
    await running;
  };
}
