import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { makeUser, testPassword } from '../../../test/factories.ts';
import { freshIp } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createListCache } from '../../db/list-cache.ts';
import { userMessages } from './user-messages.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
// A second server instance on the same database, behind one trusted proxy as instances behind a load balancer are.
let other: App;

beforeAll(async () => {
  t = await createTestApp();
  const { db, storage, mail, secrets, metrics } = t;
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.config.DATA_DIR, TRUST_PROXY: '1' });
  other = await buildApp({ config, db, storage, mail, secrets, listCache: createListCache(0), metrics });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A login from an address of its own, so that only the account's count matters. */
const login = (app: App, email: string, password: string, extra: { captcha?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: freshIp(),
    payload: { email, password, ...extra },
  });

const captchaAsked = { error: 'Potwierdź, że nie jesteś robotem', captchaRequired: true };

async function failFiveTimes(email: string) {
  for (let attempt = 0; attempt < 5; attempt += 1)
    expect((await login(t.app, email, 'zgadywane')).json()).toEqual({ error: userMessages.loginFailed });
}

describe('failed logins of one account', () => {
  it('ask for the captcha on every instance; the right password with a solved captcha gets in', async () => {
    await makeUser(t.db, { email: 'celem@example.pl' });
    await failFiveTimes('celem@example.pl');

    const withoutCaptcha = await login(other, 'celem@example.pl', testPassword);
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.json()).toEqual(captchaAsked);
    const forged = await login(t.app, 'Celem@example.pl', testPassword, {
      captcha: Buffer.from('{}').toString('base64'),
    });
    expect(forged.json()).toEqual({ error: 'Niepoprawny kod weryfikacyjny!', captchaRequired: true });

    const solved = await login(t.app, 'celem@example.pl', testPassword, {
      captcha: await solveCaptcha(t.app),
    });
    expect(solved.statusCode).toBe(200);
    // The success starts the count afresh: one more mistake does not bring the captcha back.
    expect((await login(other, 'celem@example.pl', 'pomylka')).statusCode).toBe(401);
    expect((await login(other, 'celem@example.pl', testPassword)).statusCode).toBe(200);
  });

  it('are the only ones counted: many successful logins never lock or slow the owner', async () => {
    await makeUser(t.db, { email: 'czesto@example.pl' });
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect((await login(t.app, 'czesto@example.pl', testPassword)).statusCode).toBe(200);
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  const viaProxy = (n: number, forwardedFor: string) =>
    other.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '192.0.2.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `kolejny${n}@example.pl`, password: 'zgadywane' },
    });

  it('counts one client whatever it forges in front of the address the proxy saw', async () => {
    const statuses = [];
    for (let n = 0; n < 11; n += 1)
      statuses.push((await viaProxy(n, `203.0.113.${n}, 198.51.100.7`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another client behind the same proxy is not blocked with it.
    expect((await viaProxy(11, '198.51.100.8')).statusCode).toBe(401);
  });
});
