import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The folder the global setup's SMTP server writes to; workers inherit it from the setup's environment. */
function mailFolder(): string {
  const folder = process.env.PORTAL_E2E_MAIL_DIR;
  if (!folder)
    throw new Error('PORTAL_E2E_MAIL_DIR is not set: the e2e global setup starts the SMTP capture');
  return folder;
}

function addressesOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.map((address) => address.text.toLowerCase()).join(', ');
}

async function findMail(match: (mail: ParsedMail) => boolean): Promise<ParsedMail | undefined> {
  const folder = mailFolder();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.eml'))) {
    const mail = await simpleParser(readFileSync(join(folder, file)));
    if (match(mail)) return mail;
  }
  return undefined;
}

/** Waits for a message that reached the SMTP server for `to` (the portal's outbox sends every second). */
export async function waitForMail(
  to: string,
  match: (mail: ParsedMail) => boolean = () => true,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = await findMail((mail) => addressesOf(mail).includes(to.toLowerCase()) && match(mail));
        return found !== undefined;
      },
      { message: `no e-mail to ${to} reached the SMTP server`, timeout: 30_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The first link of a message's plain text that leads to `pathPrefix` on the portal. */
export function linkIn(mail: ParsedMail, pathPrefix: string): string {
  const link = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in "${mail.subject}":\n${mail.text}`);
  return link;
}
