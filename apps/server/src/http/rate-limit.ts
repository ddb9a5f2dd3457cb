// Abuse limits for the calls that guess or spam: counted per client IP and per account (the mailbox of the e-mail
// in the body, or the caller's own account).
// The client IP is the one the trusted proxies saw (TRUST_PROXY hops), so a forged X-Forwarded-For changes nothing.
// The counters are kept in the database (rate-limit-store.ts), so that every instance counts the same attempts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailboxOf, mailDomainOf } from '../infra/mail/mailbox.ts';
import { AppError } from './app-error.ts';
import { countHit, databaseRateLimitStore } from './rate-limit-store.ts';

export const tooManyAttempts = 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.';

type Window = { max: number; minutes: number };
export type AttemptRule = { perIp: Window; perAccount?: Window };

export const attemptRules = {
  // No count per account: it would lock the owner out with the right password. An account's failed logins ask for
  // a captcha instead (features/users/login-failures.ts).
  login: { perIp: { max: 10, minutes: 1 } },
  register: { perIp: { max: 5, minutes: 10 }, perAccount: { max: 3, minutes: 60 } },
  forgotPassword: { perIp: { max: 5, minutes: 10 }, perAccount: { max: 3, minutes: 60 } },
  contact: { perIp: { max: 5, minutes: 10 }, perAccount: { max: 5, minutes: 60 } },
  // A buyer writes to several sellers in an evening; a spammer hits the ceiling within minutes. The per-ad limit is
  // counted with the ad's statistics (features/contact/send-seller-message.ts).
  sellerMessage: { perIp: { max: 10, minutes: 10 }, perAccount: { max: 20, minutes: 60 } },
  // Each attempt sends an e-mail: a few per hour are plenty for a message that went astray.
  resendActivation: { perIp: { max: 5, minutes: 10 }, perAccount: { max: 3, minutes: 60 } },
  // A visitor's saved search sends a confirmation e-mail to the address given.
  saveSearch: { perIp: { max: 5, minutes: 10 }, perAccount: { max: 3, minutes: 60 } },
  // A report of an ad mails an acknowledgement: a person reports a few ads a day, a flood stops within minutes.
  report: { perIp: { max: 5, minutes: 10 }, perAccount: { max: 10, minutes: 24 * 60 } },
  // Every call that checks the password of the caller's account (change it, remove the account) shares one count
  // per account: a session left open or stolen must not become a way to guess the password, nor to make the
  // server hash one password after another. An owner types it a few times at most.
  passwordCheck: { perIp: { max: 10, minutes: 10 }, perAccount: { max: 5, minutes: 15 } },
} satisfies Record<string, AttemptRule>;

// Mails to addresses nobody has confirmed yet, per domain: however many addresses of one organisation are typed,
// its mailboxes get at most this many an hour. Generous, since gmail.com or wp.pl is shared by many real visitors.
const unconfirmedMailsPerDomain: Window = { max: 50, minutes: 60 };

/** Adds the limiter to this plugin's scope; call once before attemptLimit(). */
export async function registerRateLimit(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
}

/** What an attempt is counted against besides the IP; an empty key counts nothing. */
type AccountOf = (request: FastifyRequest) => string;

// The mailbox of the e-mail in the body, so that `name+1@`, `name+2@` … count as the one mailbox they reach.
const mailboxInBody: AccountOf = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? mailboxOf(email) : '';
};

/**
 * A preHandler that answers 429 with the Polish message once either counter is exceeded. The account is the mailbox
 * of the e-mail in the body unless `accountOf` says otherwise.
 */
export function attemptLimit(
  app: FastifyInstance,
  name: keyof typeof attemptRules,
  accountOf: AccountOf = mailboxInBody,
) {
  const rule: AttemptRule = attemptRules[name];
  // Each counter is its own group of the store: the login and registration attempts of one address stay apart.
  const window = (limit: Window, counted: string) => ({
    max: limit.max,
    timeWindow: limit.minutes * 60_000,
    groupId: `${name}:${counted}`,
  });
  const byIp = app.createRateLimit({ ...window(rule.perIp, 'ip'), keyGenerator: (request) => request.ip });
  const byAccount =
    rule.perAccount &&
    app.createRateLimit({ ...window(rule.perAccount, 'account'), keyGenerator: accountOf });
  return async (request: FastifyRequest) => {
    // Both counters move on every attempt, so a blocked IP still counts against the account it was trying.
    const [ip, account] = await Promise.all([byIp(request), byAccount?.(request)]);
    const exceeded = (result: typeof ip | undefined) => !!result && !result.isAllowed && result.isExceeded;
    if (exceeded(ip) || (accountOf(request) !== '' && exceeded(account)))
      throw new AppError(429, tooManyAttempts);
  };
}

/**
 * Counts a mail to an address not confirmed yet against its domain's limit, in the same store; 429 past it. Called
 * by a use case once the captcha is solved: unsolved attempts must not spend the share of a big provider.
 */
export async function countUnconfirmedMail(db: Db, email: string): Promise<void> {
  const { max, minutes } = unconfirmedMailsPerDomain;
  const { current } = await countHit(db, `unconfirmedMail:domain:${mailDomainOf(email)}`, minutes * 60_000);
  if (current > max) throw new AppError(429, tooManyAttempts);
}
