import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { freshIp } from '../../../test/users.ts';
import { contactMessages } from '../../db/schema.ts';
import { sendPendingMail } from '../../infra/mail/outbox-store.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, SITE_EMAIL: 'kontakt@portal.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const message = { name: 'Marta', email: 'marta@example.pl', text: 'Czy mogę dodać więcej niż 8 zdjęć?' };
const send = (payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/site/contact', remoteAddress, payload });

describe('POST /api/site/contact', () => {
  it('stores the message and delivers it to the site with reply-to the sender', async () => {
    const response = await send({ ...message, captcharesponse: await solveCaptcha(t.app) });
    expect(response.json()).toEqual({ message: 'Wiadomość została wysłana.' });
    expect(await t.db.select().from(contactMessages)).toMatchObject([message]);

    await sendPendingMail(t.db, t.mail);
    const [delivered] = smtp.received;
    expect(delivered?.to).toMatchObject({ text: 'kontakt@portal.example' });
    expect(delivered?.replyTo).toMatchObject({ text: 'marta@example.pl' });
    expect(delivered?.text).toContain(message.text);
  });

  it('refuses a reused captcha and a too long text', async () => {
    const captcharesponse = await solveCaptcha(t.app);
    expect((await send({ ...message, captcharesponse })).statusCode).toBe(200);
    const reused = await send({ ...message, captcharesponse });
    expect(reused.json()).toEqual({ error: 'Niepoprawny kod weryfikacyjny!' });
    const long = await send({
      ...message,
      text: 'x'.repeat(501),
      captcharesponse: await solveCaptcha(t.app),
    });
    expect(long.json().error).toBe('Maksymalna długość pola to 500 znaki!');
  });

  it('answers 429 after too many messages from one address', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push(
        (await send({ ...message, email: `n${n}@example.pl`, captcharesponse: 'zly' }, '192.0.2.50'))
          .statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
