import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EstateDetail, messages } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml, type TestOffer } from '../../../test/fixtures/crm/packages.ts';
import { authHeader } from '../../../test/users.ts';
import { estateHistories, estates, integrations, users } from '../../db/schema.ts';
import { importPackage } from '../imports/import-package.ts';
import { housePayload } from './estate-payload.fixture.ts';
import { expireEstates } from './expire-estates.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof makeUser>>;
let auth: Record<string, string>;
let admin: Record<string, string>;
let streets = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db);
  auth = await authHeader(t.secrets.jwtSecret, owner);
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
});
afterAll(() => t.close());

type Estate = Record<string, unknown>;
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = auth) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Wizard step 1, a photo, then 'Zapisz' of step 3: a published house at its own street unless told. */
async function publish(estate: Estate = {}) {
  const saved = await call(
    'POST',
    '/api/estates/dom',
    housePayload({ address: `ul. Nowa ${++streets}`, ...estate }),
  );
  expect(saved.statusCode).toBe(200);
  const { estateId } = saved.json() as { estateId: number };
  await makePhoto(t.db, estateId, 0);
  expect((await call('PUT', `/api/estates/${estateId}/activate`)).statusCode).toBe(200);
  return estateId;
}

const detail = async (estateId: number) =>
  (await t.app.inject({ url: `/api/estates/${estateId}` })).json() as EstateDetail;
const events = async (estateId: number) =>
  (await detail(estateId)).history?.events.map(({ kind, price }) => [kind, price]);

describe("an ad's history", () => {
  it('starts when the wizard publishes the ad and records edits of the price and refreshes', async () => {
    const saved = await call('POST', '/api/estates/dom', housePayload({ address: 'ul. Szkicowa 1' }));
    const { estateId } = saved.json() as { estateId: number };
    const drafts = await t.db.select().from(estateHistories).where(eq(estateHistories.estateId, estateId));
    expect(drafts).toEqual([]);
    await makePhoto(t.db, estateId, 0);
    await call('PUT', `/api/estates/${estateId}/activate`);
    const edit = (price: number, headers = auth) =>
      call(
        'POST',
        `/api/estates/dom/${estateId}`,
        housePayload({ address: 'ul. Szkicowa 1', price }),
        headers,
      );
    expect((await edit(870_000)).statusCode).toBe(200);
    expect((await edit(850_000, admin)).statusCode).toBe(200);
    expect((await call('PUT', `/api/estates/refresh/${estateId}`)).statusCode).toBe(200);
    const { history, creationDate } = await detail(estateId);
    expect(history!.firstSeenDate >= creationDate).toBe(true);
    expect(history!.events.map(({ kind, price }) => [kind, price])).toEqual([
      ['listed', 890_000],
      ['price', 870_000],
      ['price', 850_000],
      ['refreshed', 850_000],
    ]);
  });

  it('records the expiry job withdrawing an ad and keeps the history when it comes back', async () => {
    const estateId = await publish();
    await t.db
      .update(estates)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(estates.estateId, estateId));
    await expireEstates(t.db, t.storage, { removeAfterMonths: 12 });
    expect((await call('PUT', `/api/estates/refresh/${estateId}`)).statusCode).toBe(200);
    expect(await events(estateId)).toEqual([
      ['listed', 890_000],
      ['withdrawn', 890_000],
      ['returned', 890_000],
    ]);
  });

  it('continues after deletion when the advertiser lists the same house again, but not one of another size', async () => {
    const first = await publish({ address: 'ul. Powrotna 7', price: 900_000 });
    const { history: before } = await detail(first);
    expect((await call('DELETE', `/api/estates/${first}`)).statusCode).toBe(200);

    // 'ul.  powrotna 7' and 142 m² instead of 140: the same house, written a little differently.
    const again = await publish({ address: 'ul.  powrotna 7', area: 142, price: 860_000 });
    const { history } = await detail(again);
    expect(history!.firstSeenDate).toBe(before!.firstSeenDate);
    expect(history!.events.map(({ kind, price }) => [kind, price])).toEqual([
      ['listed', 900_000],
      ['deleted', 900_000],
      ['relisted', 860_000],
    ]);

    await call('DELETE', `/api/estates/${again}`);
    const larger = await publish({ address: 'ul. Powrotna 7', area: 160 });
    expect(await events(larger)).toEqual([['listed', 890_000]]);
  });

  it('does not join a history gone off-line more than 60 days ago', async () => {
    const old = await publish({ address: 'ul. Dawna 2' });
    await call('DELETE', `/api/estates/${old}`);
    await t.db.execute(
      sql`update estate_histories set offline_at = now() - interval '61 days' where address = 'ul. dawna 2'`,
    );
    expect(await events(await publish({ address: 'ul. Dawna 2' }))).toEqual([['listed', 890_000]]);
  });

  it('goes with the account that is deleted', async () => {
    const user = await makeUser(t.db);
    await makeEstate(t.db, user.userId);
    await t.db.delete(users).where(eq(users.userId, user.userId));
    expect(await t.db.select().from(estateHistories).where(eq(estateHistories.userId, user.userId))).toEqual(
      [],
    );
  });
});

describe("an imported ad's history", () => {
  const folder = mkdtempSync(join(tmpdir(), 'history-'));
  let integrationId: number;
  let packages = 0;

  beforeAll(async () => {
    const company = await makeUser(t.db, { company: true, companyName: 'Biuro Historii' });
    const [row] = await t.db
      .insert(integrations)
      .values({ userId: company.userId, type: 'imo', ftpLogin: 'imo-historia', ftpPasswordEncrypted: 'x' })
      .returning();
    integrationId = row!.integrationId;
  });

  async function deliver(options: { offers?: TestOffer[]; withdrawals?: string[] }) {
    const path = join(folder, `oferty_${++packages}.zip`);
    writeFileSync(path, buildZip([{ name: 'oferty.xml', content: ofertyNetXml(options) }]));
    const result = await importPackage(t, integrationId, path);
    expect(result).toMatchObject({ status: 'done', failed: 0 });
  }
  const imported = async (externalId: string) =>
    (await t.db.select().from(estates).where(eq(estates.externalId, externalId)))[0]!;

  it('records price changes and joins an offer the CRM re-creates under a new id', async () => {
    await deliver({ offers: [{ id: 'H-1', price: 600_000 }] });
    await deliver({ offers: [{ id: 'H-1', price: 580_000 }] });
    await deliver({ withdrawals: ['H-1'] });
    await deliver({ offers: [{ id: 'H-1-NEW', price: 570_000 }] });
    const again = await imported('H-1-NEW');
    expect(again.estateId).not.toBe((await imported('H-1')).estateId);
    expect(await events(again.estateId)).toEqual([
      ['listed', 600_000],
      ['price', 580_000],
      ['withdrawn', 580_000],
      ['relisted', 570_000],
    ]);
  });

  it('reads the monthly fees and deposit of a rent offer', async () => {
    const params = { dodatkowe_koszty: '650', kaucja: '3 000' };
    await deliver({ offers: [{ id: 'R-1', rent: true, price: 2500, params }] });
    expect(await detail((await imported('R-1')).estateId)).toMatchObject({ monthlyFees: 650, deposit: 3000 });
  });
});

describe("a rent ad's fees", () => {
  it('are kept for a rent ad, not for a sale, and must be whole złoty', async () => {
    const fees = { monthlyFees: '700', deposit: 5000 };
    const rent = await publish({ rent: 1, price: 3500, ...fees });
    expect(await detail(rent)).toMatchObject({ monthlyFees: 700, deposit: 5000 });
    const sale = await publish(fees);
    expect(await detail(sale)).toMatchObject({ monthlyFees: null, deposit: null });
    const wrong = await call('POST', '/api/estates/dom', housePayload({ rent: 1, monthlyFees: '7 zł' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toMatchObject({ 'estate.monthlyFees': messages.digits });
  });
});
