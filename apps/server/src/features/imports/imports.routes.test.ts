import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminImportRun } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import { authHeader } from '../../../test/users.ts';
import { estates, importWithdrawals, integrations } from '../../db/schema.ts';
import { homeFolder } from './home-folder.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let integrationId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
  const company = await makeUser(t.db, { company: true, companyName: 'Galaktyka Nieruchomości' });
  const [row] = await t.db
    .insert(integrations)
    .values({ userId: company.userId, type: 'galactica', ftpLogin: 'gal', ftpPasswordEncrypted: 'x' })
    .returning();
  integrationId = row!.integrationId;
});
afterAll(() => t.close());

function upload(name: string, xml: string) {
  const folder = homeFolder(t.config.ftpDir, integrationId);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), buildZip([{ name: 'oferty.xml', content: xml }]));
}

const run = () =>
  t.app.inject({ method: 'POST', url: `/api/site/imports/run/${integrationId}`, headers: admin });
const runs = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/site/imports/runs?integrationId=${integrationId}`,
      headers: admin,
    })
  ).json<{ runs: AdminImportRun[] }>().runs;
/** The package's run once it has ended: the import goes on after 'Importuj teraz' has answered. */
const endedRun = (fileName: string) =>
  vi.waitFor(
    async () => {
      const run = (await runs()).find((listed) => listed.fileName === fileName);
      if (!run || run.status === 'running') throw new Error(`${fileName} is not imported yet`);
      return run;
    },
    { timeout: 120_000, interval: 50 },
  );
const activeCount = async () =>
  (
    await t.db
      .select()
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.active, 1)))
  ).length;

describe('admin import actions', () => {
  it('runs the waiting packages and lets the admin approve a held mass withdrawal', async () => {
    upload(
      'oferty_1.zip',
      ofertyNetXml({
        offers: Array.from({ length: 30 }, (_, i) => ({ id: `G-${i}`, tab: i % 2 ? 'domy' : 'mieszkania' })),
      }),
    );
    const started = await run();
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({
      message: 'Import rozpoczęty — postęp widać na liście przebiegów.',
      packages: 1,
    });
    expect(await endedRun('oferty_1.zip')).toMatchObject({
      status: 'done',
      added: 30,
      updated: 0,
      withdrawn: 0,
      failed: 0,
      problems: [],
      offersTotal: 30,
      offersDone: 30,
    });
    upload('oferty_2.zip', ofertyNetXml({ full: true, offers: [{ id: 'G-0' }] }));
    expect((await run()).statusCode).toBe(200);
    expect(await endedRun('oferty_2.zip')).toMatchObject({ status: 'done' });
    expect(await activeCount()).toBe(30);
    const pending = await t.app.inject({ method: 'GET', url: '/api/site/imports/pending', headers: admin });
    const [held] = pending.json();
    expect(held).toMatchObject({
      integrationId,
      ftpLogin: 'gal',
      companyName: 'Galaktyka Nieruchomości',
      fileName: 'oferty_2.zip',
      count: 29,
      activeAds: 30,
    });
    const [stored] = await t.db.select().from(importWithdrawals);
    expect(held.createdAt).toBe(stored!.createdAt.toISOString());
    // The sample: the first five held ads that still exist, in held order.
    const [gone, ...kept] = stored!.estateIds;
    await t.db.delete(estates).where(eq(estates.estateId, gone!));
    const titles = await t.db
      .select()
      .from(estates)
      .where(inArray(estates.estateId, kept.slice(0, 5)));
    const adOf = new Map(titles.map((row) => [row.estateId, { type: row.type, title: row.title }]));
    const [resampled] = (
      await t.app.inject({ method: 'GET', url: '/api/site/imports/pending', headers: admin })
    ).json();
    expect(resampled.sample).toEqual(
      kept.slice(0, 5).map((estateId) => ({ estateId, ...adOf.get(estateId) })),
    );
    // Each sample names its own ad's type, so that the admin's link is the ad's address.
    expect(new Set(resampled.sample.map((ad: { type: string }) => ad.type))).toEqual(
      new Set(['apartment', 'house']),
    );
    expect(resampled).toMatchObject({ count: 29, activeAds: 29 });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/site/imports/pending/${held.withdrawalId}/approve`,
      headers: admin,
    });
    expect(approved.json()).toEqual({ message: 'Wycofano ogłoszeń: 28.' });
    expect(await activeCount()).toBe(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/site/imports/pending/${held.withdrawalId}/reject`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Nie ma takiej decyzji do podjęcia.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/site/imports/pending', headers: admin })).json(),
    ).toEqual([]);
  });

  it('answers at once that nothing waits when the folder is empty', async () => {
    const response = await run();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Brak paczek do importu.', packages: 0 });
  });

  it('answers before the import ends, and the run shows how far it has got', {
    timeout: 180_000,
  }, async () => {
    const offers = Array.from({ length: 100 }, (_, i) => ({ id: `P-${i}`, photos: [`p${i}.jpg`] }));
    const photo = readFileSync(new URL('../../../test/fixtures/photos/house.jpg', import.meta.url));
    const folder = homeFolder(t.config.ftpDir, integrationId);
    writeFileSync(
      join(folder, 'oferty_3.zip'),
      buildZip([
        { name: 'oferty.xml', content: ofertyNetXml({ offers }) },
        ...offers.map((_, i) => ({
          name: `p${i}.jpg`,
          content: Buffer.concat([photo, Buffer.from(`${i}`)]),
        })),
      ]),
    );
    expect((await run()).statusCode).toBe(200);
    // Answered while its 100 offers with a photo each still go in: the run is there, running, its total known.
    await vi.waitFor(
      async () =>
        expect((await runs())[0]).toMatchObject({
          fileName: 'oferty_3.zip',
          status: 'running',
          offersTotal: 100,
        }),
      { timeout: 30_000, interval: 20 },
    );
    expect(await endedRun('oferty_3.zip')).toMatchObject({
      status: 'done',
      added: 100,
      offersTotal: 100,
      offersDone: 100,
    });
  });

  it('answers 404 for a run of an integration that does not exist', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/site/imports/run/999999',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Integracja nie istnieje.' });
  });

  it("sets the integration's file format, shown in the list", async () => {
    const put = (id: number, format: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/site/imports/format/${id}`,
        headers: admin,
        payload: { format },
      });
    expect((await put(integrationId, 'otodom')).json()).toEqual({
      message: 'Zapisano format plików integracji.',
    });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/site/imports', headers: admin })).json();
    expect(listed).toEqual([expect.objectContaining({ integrationId, format: 'otodom' })]);
    expect((await put(integrationId, 'noe')).statusCode).toBe(400);
    expect((await put(999999, 'auto')).statusCode).toBe(404);
    await put(integrationId, 'auto');
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/site/imports/pending' })).statusCode).toBe(401);
  });
});
