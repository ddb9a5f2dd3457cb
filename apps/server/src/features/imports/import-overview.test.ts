import type { ImportIntegration } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { importRuns } from '../../db/schema.ts';
import { addIntegration, addRun, holdWithdrawal, hoursAgo } from './imports-admin.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
});
afterAll(() => t.close());

const overview = async (headers = admin) =>
  t.app.inject({ method: 'GET', url: '/api/site/imports', headers });

describe('GET /api/site/imports', () => {
  it('flags integrations without a delivery for 48 h, silent ones first', async () => {
    const quiet = await addIntegration(t.db, { createdAt: hoursAgo(500), lastDeliveryAt: hoursAgo(49) });
    const alive = await addIntegration(t.db, { createdAt: hoursAgo(500), lastDeliveryAt: hoursAgo(47) });
    const fresh = await addIntegration(t.db, { createdAt: hoursAgo(47) });
    const neverSent = await addIntegration(t.db, { createdAt: hoursAgo(49) });

    const response = await overview();
    expect(response.statusCode).toBe(200);
    const rows: ImportIntegration[] = response.json();
    expect(rows.map((row) => [row.integrationId, row.silent])).toEqual([
      [quiet.integrationId, true],
      [neverSent.integrationId, true],
      [alive.integrationId, false],
      [fresh.integrationId, false],
    ]);
    expect(rows[0]).toMatchObject({
      ftpLogin: quiet.ftpLogin,
      type: 'asari',
      company: { userId: quiet.company.userId, email: quiet.company.email, name: 'Biuro Testowe' },
      lastDeliveryAt: quiet.lastDeliveryAt!.toISOString(),
      createdAt: quiet.createdAt.toISOString(),
    });
    expect(rows[1]).toMatchObject({ lastDeliveryAt: null, lastRun: null, heldWithdrawals: 0, activeAds: 0 });
    await t.db.execute(sql`delete from integrations`);
  });

  it("shows the company's listed ads, the latest run and the pending withdrawals", async () => {
    const crm = await addIntegration(t.db, { lastDeliveryAt: hoursAgo(1), companyName: 'Dom Sp. z o.o.' });
    const userId = crm.company.userId;
    const listed = await makeEstate(t.db, userId);
    await makeEstate(t.db, userId);
    await makeEstate(t.db, userId, { active: 0 });
    await makeEstate(t.db, userId, { expiresAt: hoursAgo(1) });
    await addRun(t.db, crm.integrationId, hoursAgo(5), 'stara.zip');
    const latest = await addRun(t.db, crm.integrationId, hoursAgo(2), 'nowa.zip');
    await addRun(t.db, crm.integrationId, hoursAgo(3), 'srednia.zip');
    const held = await holdWithdrawal(t.db, crm.integrationId, latest.runId, [listed.estateId]);
    await holdWithdrawal(t.db, crm.integrationId, latest.runId, [listed.estateId]);
    const other = await addIntegration(t.db, { lastDeliveryAt: hoursAgo(1) });
    await makeEstate(t.db, other.company.userId);
    await t.app.inject({
      method: 'POST',
      url: `/api/site/imports/pending/${held.withdrawalId}/reject`,
      headers: admin,
    });

    const [row, otherRow] = (await overview()).json() as ImportIntegration[];
    expect(row).toMatchObject({
      integrationId: crm.integrationId,
      company: { name: 'Dom Sp. z o.o.' },
      silent: false,
      activeAds: 2,
      heldWithdrawals: 1,
      lastRun: {
        runId: latest.runId,
        fileName: 'nowa.zip',
        status: 'done',
        added: 2,
        problems: ['oferta X-1: brak ceny'],
        receivedAt: latest.receivedAt.toISOString(),
      },
    });
    expect(otherRow).toMatchObject({ integrationId: other.integrationId, activeAds: 1, lastRun: null });
  });

  it("counts each integration's ads online, those without a photo and the offers its last run refused", async () => {
    await t.db.execute(sql`delete from integrations`);
    const crm = await addIntegration(t.db, { lastDeliveryAt: hoursAgo(1) });
    const { userId } = crm.company;
    const { integrationId } = crm;
    const withPhoto = await makeEstate(t.db, userId, { integrationId, imported: 1 });
    await makePhoto(t.db, withPhoto.estateId, 0);
    await makeEstate(t.db, userId, { integrationId, imported: 1 });
    await makeEstate(t.db, userId, { integrationId, imported: 1, active: 0 });
    // The company's own ad counts among its active ads, not among the integration's.
    await makeEstate(t.db, userId);
    const run = await addRun(t.db, integrationId, hoursAgo(2));
    // Three offers left out: one for a cause of ours, waiting for a retry; two for a reason in the file.
    await t.db
      .update(importRuns)
      .set({ status: 'partial', failed: 3, pendingOffers: ['X-3'] })
      .where(sql`${importRuns.runId} = ${run.runId}`);

    const [row] = (await overview()).json() as ImportIntegration[];
    expect(row).toMatchObject({
      integrationId,
      activeAds: 3,
      offers: { live: 2, refused: 2, withoutPhotos: 1 },
      placesNothing: false,
    });
    await t.db.execute(sql`delete from integrations`);
  });

  it('flags, with the silent ones first, an integration that delivers but has no offer online', async () => {
    const healthy = await addIntegration(t.db, { lastDeliveryAt: hoursAgo(1) });
    await makeEstate(t.db, healthy.company.userId, { integrationId: healthy.integrationId, imported: 1 });
    await addRun(t.db, healthy.integrationId, hoursAgo(1));
    const refusing = await addIntegration(t.db, { lastDeliveryAt: hoursAgo(1) });
    const refused = await addRun(t.db, refusing.integrationId, hoursAgo(1));
    await t.db
      .update(importRuns)
      .set({ added: 0, failed: 5 })
      .where(sql`${importRuns.runId} = ${refused.runId}`);
    const broken = await addIntegration(t.db, { lastDeliveryAt: hoursAgo(1) });
    const failed = await addRun(t.db, broken.integrationId, hoursAgo(1));
    await t.db
      .update(importRuns)
      .set({ status: 'failed', added: 0 })
      .where(sql`${importRuns.runId} = ${failed.runId}`);
    // A company that withdrew every offer places nothing and is right to.
    const emptied = await addIntegration(t.db, { lastDeliveryAt: hoursAgo(1) });
    const withdrawn = await addRun(t.db, emptied.integrationId, hoursAgo(1));
    await t.db
      .update(importRuns)
      .set({ added: 0, withdrawn: 4 })
      .where(sql`${importRuns.runId} = ${withdrawn.runId}`);
    const quiet = await addIntegration(t.db, { createdAt: hoursAgo(100), lastDeliveryAt: hoursAgo(60) });

    const rows = (await overview()).json() as ImportIntegration[];
    expect(rows.map((row) => [row.integrationId, row.silent, row.placesNothing, row.offers])).toEqual([
      [refusing.integrationId, false, true, { live: 0, refused: 5, withoutPhotos: 0 }],
      [broken.integrationId, false, true, { live: 0, refused: 0, withoutPhotos: 0 }],
      [quiet.integrationId, true, false, { live: 0, refused: 0, withoutPhotos: 0 }],
      [healthy.integrationId, false, false, { live: 1, refused: 0, withoutPhotos: 1 }],
      [emptied.integrationId, false, false, { live: 0, refused: 0, withoutPhotos: 0 }],
    ]);
    await t.db.execute(sql`delete from integrations`);
  });

  it('is for admins only', async () => {
    const user = await makeUser(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/site/imports' })).statusCode).toBe(401);
    expect((await overview(await authHeader(t.secrets.jwtSecret, user))).statusCode).toBe(403);
  });
});
