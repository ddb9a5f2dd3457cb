import { accountSafetyMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { makeUser, testPassword } from '../../../test/factories.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { freshIp, login } from '../../../test/users.ts';
import { users, userTokens } from '../../db/schema.ts';
import { sendPendingMail } from '../../infra/mail/outbox-store.ts';
import { issueLink } from './one-time-links.ts';
import { userMessages } from './user-messages.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const company = {
  password: 'tajne123',
  rePassword: 'tajne123',
  terms: true,
  companyName: 'Biuro Nieruchomości Dom',
  nip: '1234567890',
  address: 'ul. Rynek 1',
  cityCode: '30-001',
  phone: '600 100 200',
};

async function register(email: string, kind: 'user' | 'company' = 'company', extra = {}) {
  const body =
    kind === 'company'
      ? { ...company, email }
      : {
          email,
          password: 'tajne123',
          rePassword: 'tajne123',
          terms: true,
          name: 'Jan',
          surname: 'Kowalski',
          phone: '600 1',
        };
  return t.app.inject({
    method: 'POST',
    url: `/api/user/register/${kind}`,
    remoteAddress: freshIp(),
    payload: { ...body, captcha: await solveCaptcha(t.app), ...extra },
  });
}

/** Delivers the outbox over SMTP and answers the path of the link in the last message to `email`. */
async function linkSentTo(email: string, path: 'aktywuj' | 'nowe-haslo') {
  await sendPendingMail(t.db, t.mail);
  const mail = smtp.received.findLast((message) => message.to && JSON.stringify(message.to).includes(email));
  const link = mail?.text?.match(new RegExp(`http://portal\\.example/${path}/(\\d+)/([A-Z0-9]+)`));
  expect(mail?.html).toContain(link?.[0]);
  return { userId: Number(link?.[1]), hash: link?.[2] ?? '' };
}

describe('registration and activation', () => {
  it('registers a company, e-mails a working activation link and then lets it log in', async () => {
    const response = await register('Biuro@Example.pl');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: userMessages.registered });

    expect((await login(t.app, 'biuro@example.pl', 'tajne123')).statusCode).toBe(403);

    const link = await linkSentTo('biuro@example.pl', 'aktywuj');
    const activated = await t.app.inject({ method: 'POST', url: '/api/user/activate', payload: link });
    expect(activated.json()).toEqual({ message: userMessages.activated });

    const profile = await login(t.app, 'biuro@example.pl', 'tajne123');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      userId: link.userId,
      email: 'biuro@example.pl',
      company: true,
      companyName: 'Biuro Nieruchomości Dom',
      admin: false,
      integrationId: 0,
    });
  });

  it('refuses a used activation link and an expired one', async () => {
    await register('prywatny@example.pl', 'user');
    const link = await linkSentTo('prywatny@example.pl', 'aktywuj');
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, link.userId));
    const expired = await t.app.inject({ method: 'POST', url: '/api/user/activate', payload: link });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: userMessages.activationFailed });

    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(userTokens.userId, link.userId));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/activate', payload: link })).statusCode,
    ).toBe(200);
    const reused = await t.app.inject({ method: 'POST', url: '/api/user/activate', payload: link });
    expect(reused.json()).toEqual({ error: userMessages.activationFailed });
  });

  it('refuses an e-mail already registered in another letter case', async () => {
    await makeUser(t.db, { email: 'zajety@example.pl' });
    const response = await register('ZAJETY@example.PL');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: userMessages.registerFailed });
  });

  it('refuses a missing, forged or reused captcha', async () => {
    const captcha = await solveCaptcha(t.app);
    const first = await register('pierwszy@example.pl', 'company', { captcha });
    expect(first.statusCode).toBe(200);
    const reused = await register('drugi@example.pl', 'company', { captcha });
    expect(reused.json()).toEqual({ error: 'Niepoprawny kod weryfikacyjny!' });
    const forged = await register('trzeci@example.pl', 'company', {
      captcha: Buffer.from('{}').toString('base64'),
    });
    expect(forged.statusCode).toBe(400);
    const missing = await register('czwarty@example.pl', 'company', { captcha: '' });
    expect(missing.json().error).toBe('Potwierdź, że nie jesteś robotem');
  });
});

describe('login', () => {
  it('answers the same 401 for a wrong password, an unknown e-mail and an inactive account', async () => {
    await makeUser(t.db, { email: 'aktywny@example.pl' });
    await makeUser(t.db, { email: 'nieaktywny@example.pl', active: false });
    for (const [email, password] of [
      ['aktywny@example.pl', 'zle-haslo'],
      ['nieznany@example.pl', testPassword],
      ['nieaktywny@example.pl', 'zle-haslo'],
    ] as const) {
      const response = await login(t.app, email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: userMessages.loginFailed });
    }
  });

  it('gives 30 days with remember-me and 24 hours without', async () => {
    const user = await makeUser(t.db, { email: 'Sesja@Example.pl', name: 'Ewa', surname: 'Lis' });
    const now = Date.now() / 1000;
    const long = (await login(t.app, 'sesja@example.pl', testPassword, true)).json();
    const short = (await login(t.app, 'SESJA@example.pl', testPassword, false)).json();
    expect(long.expiration - now).toBeCloseTo(30 * 24 * 3600, -2);
    expect(short.expiration - now).toBeCloseTo(24 * 3600, -2);
    expect(short).toMatchObject({ userId: user.userId, company: false, name: 'Ewa', surname: 'Lis' });
  });

  it('answers 429 after too many attempts from one address', async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '192.0.2.7',
        payload: { email: `kolejny${n}@example.pl`, password: 'zgadywane' },
      });
    const statuses = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await attempt(n)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('forgotten password', () => {
  it('e-mails a 2-hour link that shows the account and sets a new password once', async () => {
    const user = await makeUser(t.db, { email: 'zapominalski@example.pl' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      remoteAddress: freshIp(),
      payload: { email: 'nikt@example.pl' },
    });
    expect(unknown.json()).toEqual({ error: userMessages.resetFailed });

    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      remoteAddress: freshIp(),
      payload: { email: 'Zapominalski@example.pl' },
    });
    expect(requested.json()).toEqual({ message: userMessages.resetRequested });
    const { userId, hash } = await linkSentTo('zapominalski@example.pl', 'nowe-haslo');
    expect(userId).toBe(user.userId);

    const url = `/api/user/new-pass/${userId}/${hash}`;
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({
      userId,
      email: 'zapominalski@example.pl',
    });
    const same = await t.app.inject({ method: 'POST', url, payload: { password: testPassword } });
    expect(same.json()).toEqual({ error: userMessages.passwordFailed });
    const changed = await t.app.inject({ method: 'POST', url, payload: { password: 'nowe-haslo' } });
    expect(changed.json()).toEqual({ message: userMessages.passwordChanged });
    expect((await login(t.app, 'zapominalski@example.pl', 'nowe-haslo')).statusCode).toBe(200);

    const shownAgain = await t.app.inject({ method: 'GET', url });
    expect(shownAgain.statusCode).toBe(410);
    expect(shownAgain.json()).toEqual({ error: accountSafetyMessages.resetLinkSpent });
    const reused = await t.app.inject({ method: 'POST', url, payload: { password: 'inne-haslo' } });
    expect(reused.json()).toEqual({ error: accountSafetyMessages.resetLinkSpent });
    const neverSent = `/api/user/new-pass/${userId}/ABCDEFGHIJKLMNOPQRSTUVWXYZ012345`;
    expect((await t.app.inject({ method: 'GET', url: neverSent })).statusCode).toBe(404);
  });

  it('voids the links sent before as soon as a newer one is asked for', async () => {
    const user = await makeUser(t.db, { email: 'dwa-linki@example.pl' });
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        remoteAddress: freshIp(),
        payload: { email: 'dwa-linki@example.pl' },
      });
    await ask();
    const older = await linkSentTo('dwa-linki@example.pl', 'nowe-haslo');
    await ask();
    const newer = await linkSentTo('dwa-linki@example.pl', 'nowe-haslo');
    expect(newer.hash).not.toBe(older.hash);
    const olderUrl = `/api/user/new-pass/${user.userId}/${older.hash}`;
    expect((await t.app.inject({ method: 'GET', url: olderUrl })).statusCode).toBe(410);
    const refused = await t.app.inject({
      method: 'POST',
      url: olderUrl,
      payload: { password: 'stare-haslo' },
    });
    expect(refused.json()).toEqual({ error: accountSafetyMessages.resetLinkSpent });
    const url = `/api/user/new-pass/${user.userId}/${newer.hash}`;
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { password: 'nowe-haslo' } })).statusCode,
    ).toBe(200);
  });

  it('voids every other reset link of the account once one is used', async () => {
    const user = await makeUser(t.db, { email: 'stare-linki@example.pl' });
    // Two live links at once, as the portal left them before newer ones voided older ones.
    const older = await issueLink(t.db, user.userId, 'password-reset');
    const newer = await issueLink(t.db, user.userId, 'password-reset');
    const use = (hash: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/new-pass/${user.userId}/${hash}`,
        payload: { password },
      });
    expect((await use(newer, 'nowe-haslo')).statusCode).toBe(200);
    expect((await use(older, 'inne-haslo')).json()).toEqual({ error: accountSafetyMessages.resetLinkSpent });
    expect((await login(t.app, 'stare-linki@example.pl', 'nowe-haslo')).statusCode).toBe(200);
  });

  it('refuses an expired reset link', async () => {
    const user = await makeUser(t.db, { email: 'spozniony@example.pl' });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      remoteAddress: freshIp(),
      payload: { email: 'spozniony@example.pl' },
    });
    const { hash } = await linkSentTo('spozniony@example.pl', 'nowe-haslo');
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.userId));
    const url = `/api/user/new-pass/${user.userId}/${hash}`;
    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(410);
    expect(shown.json()).toEqual({ error: accountSafetyMessages.resetLinkSpent });
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { password: 'nowe-haslo' } })).statusCode,
    ).toBe(410);
    const [stored] = await t.db.select().from(users).where(eq(users.userId, user.userId));
    expect(stored?.tokenVersion).toBe(0);
  });
});
