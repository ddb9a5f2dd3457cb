import { describe, expect, it } from 'vitest';
import { mailboxOf, mailDomainOf } from './mailbox.ts';

describe('the mailbox an address reaches', () => {
  it('drops the +tag on any domain and the case', () => {
    expect(mailboxOf(' Victim+1@Example.com ')).toBe('victim@example.com');
    expect(mailboxOf('victim+a+b@example.com')).toBe('victim@example.com');
    expect(mailboxOf('jan.kowalski@wp.pl')).toBe('jan.kowalski@wp.pl');
  });

  it('drops the dots Gmail ignores, on gmail.com and googlemail.com only', () => {
    expect(mailboxOf('J.an.Kowalski+x@googlemail.com')).toBe('jankowalski@gmail.com');
    expect(mailboxOf('jan.kowalski@gmail.com')).toBe('jankowalski@gmail.com');
    expect(mailboxOf('jan.kowalski@firma.pl')).toBe('jan.kowalski@firma.pl');
  });

  it('names the domain, lower case, Gmail under one name', () => {
    expect(mailDomainOf('Victim+7@Example.COM')).toBe('example.com');
    expect(mailDomainOf('jan@googlemail.com')).toBe('gmail.com');
  });
});
