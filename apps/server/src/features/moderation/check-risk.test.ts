import { riskReviewTexts } from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow, makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import {
  estateRisks,
  importOffers,
  localMarkets,
  mailOutbox,
  moderationDecisions,
  moderationHolds,
} from '../../db/schema.ts';
import { addIntegration } from '../imports/imports-admin.fixture.ts';
import type { ImportedOffer } from '../imports/offer.ts';
import { syncOffer } from '../imports/sync-offer.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.db, { admin: true });
  // Kraków's flats for rent: 70 zł per m² a month, as the local-market job would have written it.
  await t.db
    .insert(localMarkets)
    .values({ type: 'apartment', rent: 1, ...krakow, district: '', medianPerM2: 70, offers: 400 });
});
afterAll(() => t.close());

const scamText =
  'Piękne, w pełni wyposażone mieszkanie 62 m² w samym centrum Krakowa, Stare Miasto, przy Plantach. Obecnie ' +
  'przebywam za granicą, dlatego przed oglądaniem proszę o wpłatę kaucji 1800 zł przelewem na moje konto.';
const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3_600_000);

type Owner = { userId: number; tokenVersion: number };
const activate = async (owner: Owner, estateId: number) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/estates/${estateId}/activate`,
    headers: await authHeader(t.secrets.jwtSecret, owner),
  });
  expect(response.statusCode).toBe(200);
};
/** An ad made in the wizard (steps 1 and 2) and published with 'Zapisz' on step 3. */
async function publish(owner: Owner, overrides: Parameters<typeof makeEstate>[2]) {
  const ad = await makeEstate(t.db, owner.userId, { active: 0, draft: true, ...overrides });
  await makePhoto(t.db, ad.estateId, 0);
  await activate(owner, ad.estateId);
  return ad.estateId;
}
const isPublic = async (estateId: number) =>
  (await t.app.inject(`/api/estates/${estateId}`)).statusCode === 200;
const queue = async () =>
  (
    await t.app.inject({ url: '/api/site/moderation', headers: await authHeader(t.secrets.jwtSecret, admin) })
  ).json();
const caseOf = async (estateId: number) =>
  (await queue()).rows.find((row: { estate: { estateId: number } }) => row.estate.estateId === estateId);
const decide = async (estateId: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/site/moderation/${estateId}/decision`,
    payload: body,
    headers: await authHeader(t.secrets.jwtSecret, admin),
  });

type Integration = Awaited<ReturnType<typeof addIntegration>>;
const kraków = {
  cityId: krakow.cityId,
  provinceId: krakow.provinceId,
  name: 'Kraków',
  lat: 50.06,
  lng: 19.94,
};
/** One offer of an agency's CRM, imported as the import job does, placed in Kraków. */
function importOffer(
  integration: Integration,
  offer: Pick<ImportedOffer, 'externalId' | 'title' | 'description' | 'price'>,
) {
  return syncOffer(
    { db: t.db, storage: t.storage, locate: async () => ({ city: kraków, note: null }) },
    { integrationId: integration.integrationId, userId: integration.company.userId, system: 'asari' },
    {
      type: 'apartment',
      rent: 1,
      market: null,
      area: 62,
      landArea: null,
      monthlyFees: null,
      deposit: null,
      rooms: 3,
      floor: null,
      floors: null,
      year: null,
      height: null,
      material: null,
      category: null,
      access: null,
      amenities: {},
      address: 'ul. Floriańska 1',
      cityCode: '31-019',
      district: null,
      place: { province: 'małopolskie', clues: [] },
      latitude: null,
      longitude: null,
      photos: [],
      ...offer,
    },
    async () => null,
  );
}
const importedAd = async (externalId: string) => {
  const [link] = await t.db
    .select({ estateId: importOffers.estateId })
    .from(importOffers)
    .where(eq(importOffers.externalId, externalId));
  return link!.estateId;
};

describe('risk checks when an ad goes public', () => {
  it('hold the 900 zł, 62 m² central Kraków rental asking a deposit before viewing, from a new account', async () => {
    const owner = await makeUser(t.db);
    const estateId = await publish(owner, { rent: 1, price: 900, area: 62, description: scamText });
    expect(await isPublic(estateId)).toBe(false);
    const search = await t.app.inject('/api/estates/mieszkania/wynajem');
    expect(search.body).not.toContain(`"estateId":${estateId},`);

    const own = await t.app.inject({
      url: `/api/estates/account/${owner.userId}`,
      headers: await authHeader(t.secrets.jwtSecret, owner),
    });
    expect(own.json().rows).toEqual([expect.objectContaining({ estateId, active: 1, underReview: true })]);
    const page = await t.app.inject({
      url: `/api/estates/${estateId}/manage`,
      headers: await authHeader(t.secrets.jwtSecret, owner),
    });
    expect(page.json()).toMatchObject({ estateId, underReview: true });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/estates/${estateId}/activate`,
      headers: await authHeader(t.secrets.jwtSecret, owner),
    });
    expect(again.json()).toEqual({ underReview: true });

    const waiting = await caseOf(estateId);
    expect(waiting.estate.hold).toBe('review');
    expect(waiting.risk.signals.map((signal: { rule: string }) => signal.rule)).toEqual([
      'paymentBeforeViewing',
      'ownerAbroad',
      'priceFarBelowMarket',
      'newAccount',
    ]);
    expect(waiting.risk.signals[0].explanation).toContain('przed obejrzeniem');
    const [held] = await t.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.estateId, estateId));
    expect(held).toMatchObject({ action: 'held', automatic: true, adminId: null });
    expect(riskReviewTexts.waiting).toBe('Ogłoszenie czeka na weryfikację');
  });

  it('publish a middle-score ad and put it in the queue with its signals', async () => {
    const owner = await makeUser(t.db, { createdAt: tenDaysAgo });
    const estateId = await publish(owner, {
      description: 'Słoneczne mieszkanie z balkonem, 3 pokoje, blisko parku. Kontakt tylko przez WhatsApp.',
    });
    expect(await isPublic(estateId)).toBe(true);
    const waiting = await caseOf(estateId);
    expect(waiting).toMatchObject({ estate: { hold: null }, risk: { score: 40 } });
    expect(waiting.risk.signals.map((signal: { rule: string }) => signal.rule)).toEqual([
      'messengerOnly',
      'messengerMention',
    ]);
  });

  it('leave an ordinary ad public and out of the queue', async () => {
    const owner = await makeUser(t.db, { createdAt: tenDaysAgo });
    const estateId = await publish(owner, {});
    expect(await isPublic(estateId)).toBe(true);
    expect(await caseOf(estateId)).toBeUndefined();
    expect(await t.db.select().from(estateRisks).where(eq(estateRisks.estateId, estateId))).toEqual([]);
  });

  it('queue the sixth ad a day-old account publishes within an hour', async () => {
    const owner = await makeUser(t.db);
    const ids: number[] = [];
    for (let n = 0; n < 6; n += 1) ids.push(await publish(owner, {}));
    const risks = await t.db.select().from(estateRisks).where(inArray(estateRisks.estateId, ids));
    const rulesOf = (id: number) => risks.find((risk) => risk.estateId === id)?.signals.map((s) => s.rule);
    expect(rulesOf(ids[4]!)).toEqual(['newAccount']);
    expect(rulesOf(ids[5]!)).toEqual(['newAccountBurst', 'newAccount']);
    expect(await caseOf(ids[5]!)).toMatchObject({ risk: { score: 40 } });
    expect(await isPublic(ids[5]!)).toBe(true);
  });

  it('queue an ad whose phone is given by a third account', async () => {
    const phone = '+48 600 111 222';
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1)
      ids.push(await publish(await makeUser(t.db, { phone, createdAt: tenDaysAgo }), {}));
    expect(await caseOf(ids[1]!)).toBeUndefined();
    expect((await caseOf(ids[2]!)).risk.signals.map((signal: { rule: string }) => signal.rule)).toEqual([
      'sharedContact',
    ]);
  });

  it('release a held ad when an admin keeps it, and not hold it again for the same signals', async () => {
    const owner = await makeUser(t.db);
    const estateId = await publish(owner, { rent: 1, price: 900, area: 62, description: scamText });
    const keep = {
      action: 'keep',
      facts: 'Właściciel potwierdził telefonicznie, mieszkanie obejrzane na miejscu.',
    };
    expect((await decide(estateId, keep)).statusCode).toBe(200);
    expect(await isPublic(estateId)).toBe(true);
    expect(await caseOf(estateId)).toBeUndefined();
    const page = await t.app.inject({
      url: `/api/estates/${estateId}/manage`,
      headers: await authHeader(t.secrets.jwtSecret, owner),
    });
    expect(page.json()).toMatchObject({ underReview: false });

    await activate(owner, estateId);
    expect(await isPublic(estateId)).toBe(true);
    const [again] = await t.db.select().from(estateRisks).where(eq(estateRisks.estateId, estateId));
    expect(again).toMatchObject({ open: false });
  });

  it('say in the statement of reasons that a removal began with the automatic hold', async () => {
    const owner = await makeUser(t.db);
    const estateId = await publish(owner, { rent: 1, price: 900, area: 62, description: scamText });
    const removed = await decide(estateId, {
      action: 'remove',
      rule: 'serious',
      facts: 'Żądanie kaucji przed obejrzeniem przy cenie kilka razy niższej od rynkowej.',
    });
    expect(removed.statusCode).toBe(200);
    const [hold] = await t.db.select().from(moderationHolds).where(eq(moderationHolds.estateId, estateId));
    expect(hold?.kind).toBe('remove');
    const [statement] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(statement?.text).toContain('automatycznie wstrzymane do weryfikacji');
    expect(statement?.text).toContain('Sprawę rozpoczęła automatyczna kontrola');
  });

  it("leave a new agency's first import of ordinary offers public and out of the queue", async () => {
    const integration = await addIntegration(t.db);
    const ids: number[] = [];
    for (let n = 1; n <= 8; n++) {
      await importOffer(integration, {
        externalId: `OK-${n}`,
        title: `Mieszkanie ${n}, 3 pokoje, Kraków`,
        description:
          'Słoneczne mieszkanie z balkonem, po remoncie, blisko tramwaju i parku. Zapraszamy na prezentację.',
        price: 2900,
      });
      ids.push(await importedAd(`OK-${n}`));
    }
    for (const estateId of ids) expect(await isPublic(estateId), `ad ${estateId}`).toBe(true);
    const risks = await t.db.select().from(estateRisks).where(inArray(estateRisks.estateId, ids));
    expect(risks.filter((risk) => risk.open)).toEqual([]);
  });

  it('hold a scam offer an import delivers', async () => {
    const integration = await addIntegration(t.db);
    const synced = await importOffer(integration, {
      externalId: 'SCAM-1',
      title: 'Mieszkanie 62 m² Kraków centrum',
      description: `${scamText} Klucze wyślę kurierem.`,
      price: 900,
    });
    expect(synced).toEqual({
      result: 'added',
      notes: ['ogłoszenie czeka na weryfikację przez administratora (zwykle w ciągu 24 godzin)'],
    });
    const [link] = await t.db
      .select({ estateId: importOffers.estateId, kind: moderationHolds.kind })
      .from(importOffers)
      .leftJoin(moderationHolds, eq(moderationHolds.estateId, importOffers.estateId))
      .where(eq(importOffers.externalId, 'SCAM-1'));
    expect(link?.kind).toBe('review');
    expect(await isPublic(link!.estateId)).toBe(false);
  });
});
