import { savedSearchMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { krakow } from '../../../test/factories.ts';
import { freshIp } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import { createListCache } from '../../db/list-cache.ts';
import { mailOutbox } from '../../db/schema.ts';
import { countUnconfirmedMail } from '../../http/rate-limit.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
// A second server instance on the same database.
let other: App;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://portal.example' });
  const { config, db, storage, mail, secrets, metrics } = t;
  other = await buildApp({ config, db, storage, mail, secrets, listCache: createListCache(0), metrics });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const krakowFlats = { type: 'apartment', rent: '0', city: String(krakow.cityId) };

const save = (app: App, email: string, captcharesponse: string, name = 'Mieszkanie') =>
  app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    remoteAddress: freshIp(),
    payload: { name, criteria: krakowFlats, frequency: 'instant', email, captcharesponse },
  });

describe('a visitor’s saved search, mailed to an address nobody has confirmed yet', () => {
  it('says only what the site says: neither the name given nor its link reach the mailbox', async () => {
    const name = 'Dopłata 9 zł: https://evil.example/pay';
    const saved = await save(t.app, 'victim+1@example.com', await solveCaptcha(t.app), name);
    expect(saved.json()).toEqual({ message: savedSearchMessages.confirmSent });

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'victim+1@example.com'));
    expect(mail?.text).toMatch(/http:\/\/portal\.example\/potwierdz-wyszukiwanie\/\d+\/[A-Z0-9]{32}/);
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Dopłata');
    }
  });

  it('counts every +tag of an address, and every Gmail spelling, as the one mailbox', async () => {
    // A wrong captcha counts too: the limit is checked before it.
    const statuses = async (emails: string[]) => {
      const answered = [];
      for (const email of emails) answered.push((await save(t.app, email, 'zly')).statusCode);
      return answered;
    };
    expect(
      await statuses([
        'ofiara+1@example.com',
        'Ofiara+2@Example.com',
        'ofiara@example.com',
        'ofiara+4@example.com',
      ]),
    ).toEqual([400, 400, 400, 429]);
    expect(
      await statuses([
        'jan.nowak+a@gmail.com',
        'jannowak@googlemail.com',
        'J.a.n.Nowak@gmail.com',
        'jan.nowak@gmail.com',
      ]),
    ).toEqual([400, 400, 400, 429]);
  });

  it('sends one domain at most 50 an hour, counted on every instance; unsolved attempts spend none', async () => {
    const domain = 'ofiara-firma.example';
    for (let n = 0; n < 10; n += 1)
      expect((await save(t.app, `zly${n}@${domain}`, 'zly')).statusCode).toBe(400);
    expect((await save(t.app, `pierwszy@${domain}`, await solveCaptcha(t.app))).statusCode).toBe(200);
    expect((await save(other, `drugi@${domain}`, await solveCaptcha(other))).statusCode).toBe(200);
    // The rest of the hour's mails, as saves with solved captchas would count them (solving 48 takes half a minute).
    for (let n = 0; n < 48; n += 1) await countUnconfirmedMail(t.db, `pracownik${n}@${domain}`);

    const over = await save(other, `ostatni@${domain}`, await solveCaptcha(other));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.' });
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, `ostatni@${domain}`)),
    ).toEqual([]);
    // Another domain is not held back with it.
    expect((await save(t.app, 'ktos@inna.example', await solveCaptcha(t.app))).statusCode).toBe(200);
  });
});
