// Abuse limits for the calls that guess or spam: counted per client IP and per account (the e-mail in the body).
// The client IP is the one the trusted proxies saw (TRUST_PROXY hops), so a forged X-Forwarded-For changes nothing.
// The counters are kept in the database (rate-limit-store.ts), so that every instance counts the same attempts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

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
  // The password that guards account removal is not guessed through a session left open.
  removeAccount: { perIp: { max: 10, minutes: 10 } },
} satisfies Record<string, AttemptRule>;

/** Adds the limiter to this plugin's scope; call once before attemptLimit(). */
export async function registerRateLimit(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
}

const accountOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** A preHandler that answers 429 with the Polish message once either counter is exceeded. */
export function attemptLimit(app: FastifyInstance, name: keyof typeof attemptRules) {
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
