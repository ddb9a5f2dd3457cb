import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export type SmtpCapture = { url: string; stop: () => Promise<void> };

/**
 * A real SMTP server for the run: the portal sends to it through SMTP_URL, and every message it receives is written
 * as `${folder}/{n}.eml`, where the tests read it (see mailbox.ts).
 */
export async function startSmtpCapture(folder: string): Promise<SmtpCapture> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no certificate to make, no login to configure in the portal.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(folder, `${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
