import type { Contact } from '@portal/domain';
import type { Context } from '../../context.ts';
import { contactMessages } from '../../db/schema.ts';
import { verifyCaptcha } from '../../infra/captcha/captcha.ts';
import { escapeHtml, mailLayout } from '../../infra/mail/html.ts';
import { queueMail } from '../../infra/mail/outbox-store.ts';

/** Keeps the message and, in the same transaction, queues it to SITE_EMAIL with reply-to the sender. */
export async function sendContactMessage(context: Context, contact: Contact, ip: string): Promise<void> {
  const { db, config, secrets } = context;
  await verifyCaptcha(db, secrets.captchaKey, contact.captcharesponse);
  const subject = `Wiadomość z formularza kontaktowego od: ${contact.name}`;
  const text = `Od: ${contact.name} <${contact.email}>\n\n${contact.text}`;
  const html = mailLayout(
    subject,
    `<p>Od: <strong>${escapeHtml(contact.name)}</strong> &lt;${escapeHtml(contact.email)}&gt;</p>
<p style="white-space:pre-wrap">${escapeHtml(contact.text)}</p>`,
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(contactMessages)
      .values({ name: contact.name, email: contact.email, text: contact.text, ip });
    await queueMail(tx, { to: config.SITE_EMAIL, replyTo: contact.email, subject, text, html });
  });
}
