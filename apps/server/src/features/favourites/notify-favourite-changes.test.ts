import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { estates, favourites, mailOutbox } from '../../db/schema.ts';
import { sendPendingMail } from '../../infra/mail/outbox-store.ts';
import { notifyFavouriteChanges } from './notify-favourite-changes.ts';
import { starFavourite } from './star-favourite.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const settings = () => ({ publicUrl: 'https://portal.example', key: t.secrets.secretKey });

describe('notifyFavouriteChanges', () => {
  it('mails once per price drop and once per withdrawal, only to owners who asked, safe when run twice at once', async () => {
    const seller = await makeUser(t.db);
    const asked = await makeUser(t.db, { favouriteMails: true });
    const quiet = await makeUser(t.db);
    const cheaper = await makeEstate(t.db, seller.userId, {
      price: 500_000,
      title: 'Kawalerka na Kazimierzu',
    });
    const withdrawn = await makeEstate(t.db, seller.userId, { title: 'Dom pod Krakowem' });
    for (const user of [asked, quiet])
      for (const ad of [cheaper, withdrawn]) await starFavourite(t.db, user.userId, ad.estateId);
    await t.db.update(estates).set({ price: 480_000 }).where(eq(estates.estateId, cheaper.estateId));
    await t.db.update(estates).set({ active: 0 }).where(eq(estates.estateId, withdrawn.estateId));

    const runs = await Promise.all([
      notifyFavouriteChanges(t.db, settings()),
      notifyFavouriteChanges(t.db, settings()),
    ]);
    expect(runs.filter((run) => run !== 'busy').reduce<number>((sum, run) => sum + Number(run), 0)).toBe(2);
    expect(await notifyFavouriteChanges(t.db, settings())).toBe(0);

    while ((await sendPendingMail(t.db, t.mail)) > 0);
    const mails = smtp.received.filter(
      (mail) => mail.text?.includes('Kawalerka') || mail.text?.includes('Dom pod'),
    );
    expect(mails).toHaveLength(2);
    const drop = mails.find((mail) => mail.text?.includes('Kawalerka'));
    expect(drop?.to).toMatchObject({ text: asked.email });
    expect(drop?.subject).toBe('Ulubione ogłoszenie tańsze o 20\u00a0000\u00a0zł');
    expect(drop?.text).toContain(
      `https://portal.example/mieszkanie/kawalerka-na-kazimierzu/${cheaper.estateId}`,
    );
    expect(drop?.html).toContain('wyłącz powiadomienia');
    expect(drop?.text).toMatch(
      new RegExp(`https://portal.example/wylacz-powiadomienia/${asked.userId}/[\\w-]{43}`),
    );
    const gone = mails.find((mail) => mail.text?.includes('Dom pod'));
    expect(gone?.subject).toBe('Ulubione ogłoszenie jest nieaktualne');

    // A further drop is a new change; the same price again is not.
    await t.db.update(estates).set({ price: 470_000 }).where(eq(estates.estateId, cheaper.estateId));
    expect(await notifyFavouriteChanges(t.db, settings())).toBe(1);
    expect(await notifyFavouriteChanges(t.db, settings())).toBe(0);
    const queued = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, asked.email));
    expect(queued).toHaveLength(3);
    const [kept] = await t.db
      .select()
      .from(favourites)
      .where(eq(favourites.estateId, withdrawn.estateId))
      .limit(1);
    expect(kept?.title).toBe('Dom pod Krakowem');
  });

  it('tells a rent ad’s drop per month', async () => {
    const seller = await makeUser(t.db);
    const owner = await makeUser(t.db, { favouriteMails: true });
    const flat = await makeEstate(t.db, seller.userId, { rent: 1, price: 2700, title: 'Pokój przy Rynku' });
    await starFavourite(t.db, owner.userId, flat.estateId);
    await t.db.update(estates).set({ price: 2500 }).where(eq(estates.estateId, flat.estateId));
    await notifyFavouriteChanges(t.db, settings());

    smtp.received.length = 0;
    while ((await sendPendingMail(t.db, t.mail)) > 0);
    const [drop] = smtp.received.filter((mail) => mail.text?.includes('Pokój przy Rynku'));
    expect(drop?.subject).toBe('Ulubione ogłoszenie tańsze o 200\u00a0zł/mies.');
    const change = 'spadła z 2\u00a0700\u00a0zł/mies. do 2\u00a0500\u00a0zł/mies.';
    expect(drop?.text).toContain(change);
    expect(drop?.html).toContain(change);
  });
});
