import { describe, expect, it } from 'vitest';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { freshIp } from '../../../test/users.ts';
import { report, useModerationApp } from './moderation.harness.ts';

const s = useModerationApp();
const { reportAs, visitorReport, mailsTo } = s;

describe('reporting an ad', () => {
  it('takes a visitor’s report with the captcha and acknowledges it without the reporter’s words', async () => {
    const seller = await makeUser(s.t.db);
    const ad = await makeEstate(s.t.db, seller.userId, { title: 'Kawalerka przy rynku' });
    const response = await visitorReport(ad.estateId, { email: 'ala@example.pl' });
    expect(response.statusCode).toBe(200);
    const { reportId } = response.json();
    expect(response.json().message).toContain(`zgłoszenie nr ${reportId}`);

    const [mail] = await mailsTo('ala@example.pl');
    expect(mail?.subject).toBe(`Przyjęliśmy zgłoszenie nr ${reportId}`);
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain(`http://dachowo.example/mieszkanie/kawalerka-przy-rynku/${ad.estateId}`);
      expect(body).toContain('Powód zgłoszenia: Oszustwo');
      expect(body).not.toContain('zaliczki');
    }
  });

  it('refuses a visitor without the captcha, and bad fields, in Polish', async () => {
    const ad = await makeEstate(s.t.db, (await makeUser(s.t.db)).userId);
    const bare = await reportAs(ad.estateId, report);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toBe('Potwierdź, że nie jesteś robotem');
    const short = await reportAs(ad.estateId, { ...report, description: 'krótko', reason: 'fraud' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Minimalna długość pola to 10 znaki!');
    const reason = await reportAs(ad.estateId, { ...report, reason: 'spam' });
    expect(reason.statusCode).toBe(400);
  });

  it('takes one report per person and ad: by mailbox for visitors, by account when logged in', async () => {
    const ad = await makeEstate(s.t.db, (await makeUser(s.t.db)).userId);
    expect((await visitorReport(ad.estateId, { email: 'ola@example.pl' })).statusCode).toBe(200);
    const again = await visitorReport(ad.estateId, { email: 'OLA+drugi@example.pl' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'To ogłoszenie zostało już przez Ciebie zgłoszone. O decyzji poinformujemy Cię e-mailem.',
    );

    const member = await makeUser(s.t.db);
    const first = await reportAs(ad.estateId, { ...report, email: member.email }, member);
    expect(first.statusCode).toBe(200);
    const second = await reportAs(ad.estateId, { ...report, email: 'inny@example.pl' }, member);
    expect(second.statusCode).toBe(409);
  });

  it('refuses an ad that is not listed (410) and one that does not exist (404)', async () => {
    const seller = await makeUser(s.t.db);
    const withdrawn = await makeEstate(s.t.db, seller.userId, { active: 0 });
    const member = await makeUser(s.t.db);
    expect((await reportAs(withdrawn.estateId, report, member)).statusCode).toBe(410);
    expect((await reportAs(2_000_000_000, report, member)).statusCode).toBe(404);
  });

  it('limits reports per client address and per e-mail, in the shared store', async () => {
    const seller = await makeUser(s.t.db);
    const ads = await Promise.all(Array.from({ length: 12 }, () => makeEstate(s.t.db, seller.userId)));
    const member = await makeUser(s.t.db);
    const ip = freshIp();
    const fromOneIp = [];
    for (const [n, ad] of ads.slice(0, 6).entries())
      fromOneIp.push(
        (await reportAs(ad.estateId, { ...report, email: `ip${n}@example.pl` }, member, ip)).statusCode,
      );
    expect(fromOneIp).toEqual([200, 200, 200, 200, 200, 429]);

    const other = await makeUser(s.t.db);
    const oneMailbox = [];
    for (const [n, ad] of ads.slice(0, 11).entries())
      oneMailbox.push(
        (await reportAs(ad.estateId, { ...report, email: `ela+${n}@example.pl` }, other)).statusCode,
      );
    expect(oneMailbox.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(oneMailbox[10]).toBe(429);
  });
});
