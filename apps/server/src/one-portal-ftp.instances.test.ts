// FTP deliveries in the two-instance suite: a package delivered to one instance lands on the deliveries' volume
// every instance mounts (FTP_DIR), so any of them imports it.
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { call, logIn } from '../test/instance-client.ts';
import { deliverOverFtp, demoIntegration, listedAdsOf, offersPackage } from '../test/instance-imports.ts';
import { demoPassword, demoUsers } from './db/demo/seed-demo.ts';

const { a, b } = inject('instances');

let admin: { auth: string };
beforeAll(async () => {
  admin = await logIn(a, demoUsers.admin.email, demoPassword);
});

describe('FTP deliveries on a volume every instance mounts', () => {
  it('imports through "Importuj teraz" on B a package delivered over FTP to A, and both list its ads', async () => {
    const integration = await demoIntegration(a, admin.auth);
    const before = await listedAdsOf(a, integration.companyUserId);
    await deliverOverFtp(a.ftpPort, 'oferty_2.zip', offersPackage('SHARED', 5));
    const run = await call(b, 'POST', `/api/site/imports/run/${integration.integrationId}`, {
      auth: admin.auth,
    });
    expect(run.status).toBe(200);
    // 'Importuj teraz' answers at once: the run, listed on either instance, ends when the import does.
    const lastRun = async () =>
      (
        await call(a, 'GET', `/api/site/imports/runs?integrationId=${integration.integrationId}`, {
          auth: admin.auth,
        })
      ).json.runs[0];
    await vi.waitFor(
      async () => expect(await lastRun()).toMatchObject({ status: 'done', added: 5, failed: 0 }),
      {
        timeout: 30_000,
      },
    );
    for (const instance of [a, b])
      expect(await listedAdsOf(instance, integration.companyUserId)).toBe(before + 5);
  });
});
