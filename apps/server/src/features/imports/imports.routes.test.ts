import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const firstRun = (await run()).json();
    expect(firstRun).toEqual({
      runs: [
        {
          status: 'done',
          runId: expect.any(Number),
          added: 30,
          updated: 0,
          withdrawn: 0,
          failed: 0,
          problems: [],
        },
      ],
    });
    upload('oferty_2.zip', ofertyNetXml({ full: true, offers: [{ id: 'G-0' }] }));
    await run();
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
