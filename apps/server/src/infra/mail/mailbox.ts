// How the abuse limits tell mailboxes apart: one mailbox typed under many spellings is counted once. Only for
// counting; mail always goes to the address as typed.

// Gmail delivers every spelling that differs only in dots, and googlemail.com is the same service.
const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for counting: lower case, without a `+tag`, and for Gmail without dots and under
 * one domain. Cutting the tag is safe for every domain: where a provider does deliver `name+tag` elsewhere, two
 * mailboxes merely share a count. Dots are kept elsewhere: other providers deliver `j.kowalski` and `jkowalski` to
 * different people, and Google Workspace domains cannot be told from the address.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).split('+')[0] ?? '';
  const domain = address.slice(at + 1);
  return gmailDomains.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}

/** The domain of the mailbox, lower case: googlemail.com counts as gmail.com. */
export function mailDomainOf(email: string): string {
  const mailbox = mailboxOf(email);
  return mailbox.slice(mailbox.lastIndexOf('@') + 1);
}
