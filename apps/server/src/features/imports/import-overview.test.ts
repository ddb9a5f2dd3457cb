import type { ImportIntegration } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
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

  it('is for admins only', async () => {
    const user = await makeUser(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/site/imports' })).statusCode).toBe(401);
    expect((await overview(await authHeader(t.secrets.jwtSecret, user))).statusCode).toBe(403);
  });
});
