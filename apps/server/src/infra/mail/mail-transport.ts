import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the outbox keeps it. */
export type OutgoingMail = {
  to: string;
  replyTo?: string | null;
  /** Extra headers, such as an alert's List-Unsubscribe. */
  headers?: Record<string, string> | null;
  subject: string;
  text: string;
  html: string;
};

/** Delivers one message or throws; the outbox decides about retries. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

type TransportSettings = {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: (line: string) => void;
};

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under `${dataDir}/mail/` and its links are
 * logged, so that registration and password reset work on a machine with no mail server (`npm start`).
 */
export function createMailTransport(settings: TransportSettings): MailTransport {
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport(settings.smtpUrl);
    return {
      send: async (mail) => {
        await smtp.sendMail(toNodemailer(mail, settings.from));
      },
    };
  }
  const folder = join(settings.dataDir, 'mail');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await files.sendMail(toNodemailer(mail, settings.from));
      mkdirSync(folder, { recursive: true });
      const file = join(
        folder,
        `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      settings.log(
        `mail to ${mail.to} "${mail.subject}" saved as ${file}${links.length ? `; links: ${links.join(' ')}` : ''}`,
      );
    },
  };
}

function toNodemailer(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
}
