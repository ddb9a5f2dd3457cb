import { accountSafetyMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { makeUser, testPassword } from '../../../test/factories.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { freshIp, login } from '../../../test/users.ts';
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

const resend = async (email: string, password: string, from = freshIp(), captcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/resend-activation',
    remoteAddress: from,
    payload: { email, password, captcha: captcha ?? (await solveCaptcha(t.app)) },
  });

/** Delivers the outbox and answers the activation hashes e-mailed to `email`, oldest first. */
async function activationHashes(email: string): Promise<string[]> {
  await sendPendingMail(t.db, t.mail);
  return smtp.received
    .filter((mail) => JSON.stringify(mail.to).includes(email))
    .map((mail) => mail.text?.match(/\/aktywuj\/\d+\/([A-Z0-9]+)/)?.[1] ?? '');
}

const activate = (userId: number, hash: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/activate', payload: { userId, hash } });

describe('an account not activated yet', () => {
  it('is told so at login only with the right password', async () => {
    await makeUser(t.db, { email: 'czeka@example.pl', active: false });
    const wrong = await login(t.app, 'czeka@example.pl', 'zle-haslo');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: userMessages.loginFailed });

    const right = await login(t.app, 'Czeka@example.pl', testPassword);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: accountSafetyMessages.notActivated, activationRequired: true });
  });

  it('gets a new link that activates it; the earlier link worked until then and both are spent after', async () => {
    const user = await makeUser(t.db, { email: 'zgubil@example.pl', active: false });
    const first = await issueLink(t.db, user.userId, 'activation');

    const answer = await resend('zgubil@example.pl', testPassword);
    expect(answer.json()).toEqual({ message: accountSafetyMessages.activationResent });
    const [second] = await activationHashes('zgubil@example.pl');
    expect(second).toMatch(/^[A-Z0-9]{32}$/);
    expect(second).not.toBe(first);
    // The button in the site's green, as every button of the site.
    const mail = smtp.received.findLast((message) => JSON.stringify(message.to).includes('zgubil@'));
    expect(mail?.html).toMatch(/<a href="[^"]+\/aktywuj\/[^"]+" style="[^"]*background:#1f7260;/);

    expect((await activate(user.userId, second ?? '')).statusCode).toBe(200);
    expect((await activate(user.userId, first)).json()).toEqual({ error: userMessages.activationFailed });
    expect((await login(t.app, 'zgubil@example.pl', testPassword)).statusCode).toBe(200);
  });

  it('can still use the link it got first after asking for another', async () => {
    const user = await makeUser(t.db, { email: 'spoznione@example.pl', active: false });
    const first = await issueLink(t.db, user.userId, 'activation');
    expect((await resend('spoznione@example.pl', testPassword)).statusCode).toBe(200);
    expect((await activate(user.userId, first)).statusCode).toBe(200);
  });

  it('sends nothing for a wrong password, an unknown address, an active account or no captcha', async () => {
    await makeUser(t.db, { email: 'ostrozny@example.pl', active: false });
    await makeUser(t.db, { email: 'gotowy@example.pl' });
    const wrong = await resend('ostrozny@example.pl', 'zle-haslo');
    expect(wrong.json()).toEqual({ error: userMessages.loginFailed });
    expect((await resend('nieznany@example.pl', testPassword)).json()).toEqual({
      error: userMessages.loginFailed,
    });
    const active = await resend('gotowy@example.pl', testPassword);
    expect(active.statusCode).toBe(400);
    expect(active.json()).toEqual({ error: accountSafetyMessages.alreadyActive });
    const noCaptcha = await resend('ostrozny@example.pl', testPassword, freshIp(), '');
    expect(noCaptcha.json().error).toBe('Potwierdź, że nie jesteś robotem');

    expect(await activationHashes('ostrozny@example.pl')).toEqual([]);
    expect(await activationHashes('gotowy@example.pl')).toEqual([]);
  });

  it('is limited per account whatever the address, and per address whatever the account', async () => {
    await makeUser(t.db, { email: 'natret@example.pl', active: false });
    const perAccount = [];
    for (let n = 0; n < 4; n += 1)
      perAccount.push((await resend('natret@example.pl', testPassword, freshIp(), 'bez')).statusCode);
    expect(perAccount).toEqual([400, 400, 400, 429]);

    const perIp = [];
    for (let n = 0; n < 6; n += 1)
      perIp.push((await resend(`adres${n}@example.pl`, testPassword, '192.0.2.33', 'bez')).statusCode);
    expect(perIp).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await resend('adres9@example.pl', testPassword, '192.0.2.33')).json()).toEqual({
      error: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
    });
  });
});
