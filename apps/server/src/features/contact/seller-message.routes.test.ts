import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { authHeader, freshIp } from '../../../test/users.ts';
import { estateViews, mailOutbox } from '../../db/schema.ts';
import { sendPendingMail } from '../../infra/mail/outbox-store.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://dachowo.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const message = {
  name: 'Marta',
  email: 'marta@example.pl',
  phone: '600 100 200',
  text: 'Dzień dobry, czy mieszkanie jest jeszcze dostępne?',
};
const send = (estateId: number, payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: `/api/estates/${estateId}/message`, remoteAddress, payload });
const outboxTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('POST /api/estates/{id}/message', () => {
  it("mails the seller with reply-to the sender, never shows the seller's address, counts it", async () => {
    const seller = await makeUser(t.db, { email: 'sprzedawca@example.pl' });
    const ad = await makeEstate(t.db, seller.userId, { title: 'Dwa pokoje na Kazimierzu' });

    const response = await send(ad.estateId, { ...message, captcharesponse: await solveCaptcha(t.app) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Wiadomość została wysłana do ogłoszeniodawcy.' });
    expect(response.body).not.toContain('sprzedawca');

    await sendPendingMail(t.db, t.mail);
    const delivered = smtp.received.find((mail) => mail.subject?.includes(`nr ${ad.estateId}`));
    expect(delivered?.to).toMatchObject({ text: 'sprzedawca@example.pl' });
    expect(delivered?.replyTo).toMatchObject({ text: 'marta@example.pl' });
    expect(delivered?.subject).toBe(
      `Wiadomość w sprawie ogłoszenia nr ${ad.estateId}: Dwa pokoje na Kazimierzu`,
    );
    const link = `http://dachowo.example/mieszkanie/dwa-pokoje-na-kazimierzu/${ad.estateId}`;
    for (const body of [delivered?.text, delivered?.html]) {
      expect(body).toContain(link);
      expect(body).toContain(message.text);
      expect(body).toContain('600 100 200');
      expect(body).not.toContain('Uwaga');
    }

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/estates/account/${seller.userId}`,
      headers: await authHeader(t.secrets.jwtSecret, seller),
    });
    expect(list.json().rows[0].views).toEqual({ pages: 0, phones: 0, messages: 1 });
  });

  it('puts a warning at the top of a message that asks for a transfer or a messenger', async () => {
    const seller = await makeUser(t.db, { email: 'ostrzezony@example.pl' });
    const ad = await makeEstate(t.db, seller.userId, { title: 'Kawalerka na Ochocie' });
    const texts = [
      'Jestem za granicą, proszę o zadatek przelewem, klucze wyślę kurierem.',
      'Więcej zdjęć wyślę na WhatsAppie: +44 7700 900 123',
    ];
    for (const text of texts) {
      const payload = { ...message, text, captcharesponse: await solveCaptcha(t.app) };
      expect((await send(ad.estateId, payload)).statusCode).toBe(200);
    }

    await sendPendingMail(t.db, t.mail);
    const delivered = smtp.received.filter((mail) => mail.subject?.includes(`nr ${ad.estateId}:`));
    expect(delivered).toHaveLength(2);
    const warning = 'Uwaga: ta wiadomość prosi o przelew lub kontakt poza serwisem.';
    for (const mail of delivered) {
      expect(mail.text?.startsWith(warning)).toBe(true);
      const html = mail.html || '';
      expect(html).toContain(warning);
      expect(html.indexOf(warning)).toBeLessThan(html.indexOf('Ogłoszenie nr'));
    }
  });

  it('refuses an ad gone offline (410) and one that does not exist (404), in Polish', async () => {
    const seller = await makeUser(t.db);
    const withdrawn = await makeEstate(t.db, seller.userId, { active: 0 });
    const expired = await makeEstate(t.db, seller.userId, { expiresAt: sql`now() - interval '1 day'` });
    const draft = await makeEstate(t.db, seller.userId, { active: 0, draft: true });
    const payload = { ...message, captcharesponse: 'nierozwiązana' };

    for (const ad of [withdrawn, expired]) {
      const response = await send(ad.estateId, payload);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        error: 'Ogłoszenie nie jest już aktywne, nie można wysłać wiadomości.',
      });
    }
    for (const estateId of [draft.estateId, 2_000_000_000]) {
      const response = await send(estateId, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Ogłoszenie nie istnieje.' });
    }
    expect(await outboxTo(seller.email)).toEqual([]);
  });

  it('answers bad input with a Polish 400: links, a missing name, a bad e-mail or phone', async () => {
    const ad = await makeEstate(t.db, (await makeUser(t.db)).userId);
    const cases = [
      [{ text: 'Tanie kredyty: https://spam.example/oferta' }, 'Wiadomość nie może zawierać linków.'],
      [{ text: 'Zajrzyj na www.spam.example' }, 'Wiadomość nie może zawierać linków.'],
      [{ name: '' }, 'Wartość pola jest wymagana!'],
      [{ email: 'marta@' }, 'Podaj poprawny adres e-mail!'],
      [{ phone: '1'.repeat(21) }, 'Maksymalna długość pola to 20 znaki!'],
      [{ text: 'x'.repeat(501) }, 'Maksymalna długość pola to 500 znaki!'],
      [{ captcharesponse: '' }, 'Potwierdź, że nie jesteś robotem'],
    ] as const;
    for (const [change, error] of cases) {
      const response = await send(ad.estateId, { ...message, captcharesponse: 'x', ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
    }
  });

  it('refuses a link however it is spelled, and lets ordinary Polish text on to the captcha', async () => {
    const ad = await makeEstate(t.db, (await makeUser(t.db)).userId);
    const links = [
      'Dopłata tylko tu: evil.example/oferta',
      'Krótko: bit.ly/abc',
      'Strona hxxps://evil.example',
      'Zdjęcia pod //evil.example/zdjecia',
      'Napisz: mailto:oferta@evil.example',
      'Więcej na oferty-tanio.pl',
    ];
    for (const text of links) {
      const response = await send(ad.estateId, { ...message, text, captcharesponse: 'x' });
      expect(response.json().error).toBe('Wiadomość nie może zawierać linków.');
    }
    const ordinary = [
      'Czy cena 1.500 zł za m2 jest do negocjacji?',
      'Szukam 3.5 pokoju, najlepiej ul. Długa 5.',
      'Ważne są m.in. balkon i piwnica, np. komórka, tj. coś na rowery.',
    ];
    for (const text of ordinary) {
      const payload = { ...message, email: 'kupujacy@example.pl', text, captcharesponse: 'x' };
      expect((await send(ad.estateId, payload)).json()).toEqual({ error: 'Niepoprawny kod weryfikacyjny!' });
    }
  });

  it("stops an ad's messages at 30 a day, sending and counting nothing more", async () => {
    const seller = await makeUser(t.db);
    const ad = await makeEstate(t.db, seller.userId);
    const today = sql`(now() at time zone 'Europe/Warsaw')::date`;
    await t.db.insert(estateViews).values({ estateId: ad.estateId, day: today, messages: 30 });

    const response = await send(ad.estateId, { ...message, captcharesponse: await solveCaptcha(t.app) });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: 'To ogłoszenie otrzymało dziś zbyt wiele wiadomości. Spróbuj jutro lub zadzwoń.',
    });
    expect(await outboxTo(seller.email)).toEqual([]);
    const [views] = await t.db
      .select({ messages: estateViews.messages })
      .from(estateViews)
      .where(eq(estateViews.estateId, ad.estateId));
    expect(views).toEqual({ messages: 30 });
  });

  it('answers 429 after 10 attempts from one address and 20 from one e-mail', async () => {
    const ad = await makeEstate(t.db, (await makeUser(t.db)).userId);
    const fromIp = [];
    for (let n = 0; n < 11; n += 1) {
      const payload = { ...message, email: `ip${n}@example.pl`, captcharesponse: 'zly' };
      fromIp.push((await send(ad.estateId, payload, '192.0.2.60')).statusCode);
    }
    expect(fromIp).toEqual([...Array(10).fill(400), 429]);

    const fromEmail = [];
    for (let n = 0; n < 21; n += 1) {
      const payload = { ...message, email: 'natret@example.pl', captcharesponse: 'zly' };
      fromEmail.push((await send(ad.estateId, payload)).statusCode);
    }
    expect(fromEmail).toEqual([...Array(20).fill(400), 429]);
  });
});
