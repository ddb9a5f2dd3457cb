import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { freePort } from '../../../test/server-process.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createMailTransport } from './mail-transport.ts';
import { queueMail, sendPendingMail } from './outbox-store.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mail = {
  to: 'ktos@example.pl',
  subject: 'Temat',
  text: 'Treść http://localhost/aktywuj/1/ABC',
  html: '<p>Treść</p>',
};

describe('mail outbox', () => {
  it('keeps a message while SMTP is down and delivers it once SMTP is back', async () => {
    const port = await freePort();
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'portal@example.pl',
      dataDir: t.config.DATA_DIR,
      log: () => {},
    });
    await queueMail(t.db, { ...mail, subject: 'Ponowna próba' });

    expect(await sendPendingMail(t.db, transport)).toBe(0);
    const [failed] = await t.db.select().from(mailOutbox);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    // The next attempt waits: a second round right away does not hammer the server.
    expect(await sendPendingMail(t.db, transport)).toBe(0);

    const smtp = await startSmtp(port);
    try {
      expect(await sendPendingMail(t.db, transport, new Date(Date.now() + 2 * 60_000))).toBe(1);
      expect(smtp.received.map((received) => received.subject)).toEqual(['Ponowna próba']);
      const [sent] = await t.db.select().from(mailOutbox);
      expect(sent?.sentAt).not.toBeNull();
      expect(await sendPendingMail(t.db, transport, new Date(Date.now() + 60 * 60_000))).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('writes an .eml file under DATA_DIR/mail and logs its link when no SMTP is set', async () => {
    const lines: string[] = [];
    const transport = createMailTransport({
      from: 'portal@example.pl',
      dataDir: t.config.DATA_DIR,
      log: (line) => lines.push(line),
    });
    await queueMail(t.db, { ...mail, replyTo: 'nadawca@example.pl' });
    expect(await sendPendingMail(t.db, transport)).toBe(1);
    const [file] = readdirSync(join(t.config.DATA_DIR, 'mail'));
    const eml = readFileSync(join(t.config.DATA_DIR, 'mail', file ?? ''), 'utf8');
    expect(eml).toContain('To: ktos@example.pl');
    expect(eml).toContain('Reply-To: nadawca@example.pl');
    expect(lines.join('\n')).toContain('http://localhost/aktywuj/1/ABC');
  });
});
