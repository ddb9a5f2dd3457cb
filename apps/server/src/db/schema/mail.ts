// Messages to the portal and every e-mail on its way out.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

export const contactMessages = pgTable('contact_messages', {
  messageId: serial('message_id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  text: text('text').notNull(),
  ip: text('ip'),
  createdAt: at('created_at').notNull().defaultNow(),
});

// Every e-mail is written here first and sent after commit, so none is lost when SMTP is down.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mailId: serial('mail_id').primaryKey(),
    to: text('to').notNull(),
    // The contact form's sender, so that the site's answer goes straight to them.
    replyTo: text('reply_to'),
    // Extra headers, such as an alert's List-Unsubscribe (RFC 8058).
    headers: jsonb('headers').$type<Record<string, string>>(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
