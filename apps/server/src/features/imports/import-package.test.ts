import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml, type TestOffer } from '../../../test/fixtures/crm/packages.ts';
import {
  estates,
  importOffers,
  importRuns,
  importWithdrawals,
  integrations,
  photos,
} from '../../db/schema.ts';
import { importPackage } from './import-package.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let integrationId: number;
const folder = mkdtempSync(join(tmpdir(), 'import-'));
const photo = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/photos/${name}`, import.meta.url));
let packages = 0;

beforeAll(async () => {
  t = await createTestApp();
  const company = await makeUser(t.db, { company: true, companyName: 'Biuro Nieruchomości' });
  const [row] = await t.db
    .insert(integrations)
    .values({ userId: company.userId, type: 'imo', ftpLogin: 'imo-biuro', ftpPasswordEncrypted: 'x' })
    .returning();
  integrationId = row!.integrationId;
});
afterAll(() => t.close());

/** Writes an IMO package (oferty.xml plus photos) and imports it. */
async function deliver(
  options: { full?: boolean; offers?: TestOffer[]; withdrawals?: string[] },
  files: Record<string, Buffer> = {},
) {
  const path = join(folder, `oferty_${++packages}.zip`);
  const entries = Object.entries(files).map(([name, content]) => ({ name, content }));
  writeFileSync(path, buildZip([{ name: 'oferty.xml', content: ofertyNetXml(options) }, ...entries]));
  return importPackage(t, integrationId, path);
}

const ad = async (externalId: string) =>
  (
    await t.db
      .select()
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.externalId, externalId)))
  )[0];

describe('importPackage', () => {
  it('adds new offers as active imported ads of the company with their photos, at most 6', async () => {
    const names = ['p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg', 'p5.jpg', 'p6.jpg', 'p7.jpg'];
    const files = Object.fromEntries(
      names.map((name, i) => [name, i % 2 ? photo('house.jpg') : photo('house.png')]),
    );
    const result = await deliver(
      {
        offers: [
          { id: 'N-1', photos: names },
          { id: 'N-2', city: 'Warszawa', province: 'MAZOWIECKIE', county: 'Warszawa m.' },
        ],
      },
      files,
    );
    expect(result).toMatchObject({ status: 'done', added: 2, updated: 0, failed: 0 });
    const first = (await ad('N-1'))!;
    expect(first).toMatchObject({ active: 1, imported: 1, price: 500000, area: 54.5, cityId: 950463 });
    const stored = await t.db
      .select()
      .from(photos)
      .where(eq(photos.estateId, first.estateId))
      .orderBy(photos.sort);
    expect(stored.map((p) => p.name)).toEqual(names.slice(0, 6));
  });

  it('changes nothing when the same package comes again', async () => {
    const again = await deliver({ offers: [{ id: 'D-1' }] });
    const twice = await importPackage(t, integrationId, join(folder, `oferty_${packages}.zip`));
    expect(again).toMatchObject({ status: 'done', added: 1 });
    expect(twice).toEqual({ status: 'duplicate' });
  });

  it('updates a changed offer and does not process unchanged photos again', async () => {
    const before = (await ad('N-1'))!;
    const [kept] = await t.db
      .select()
      .from(photos)
      .where(and(eq(photos.estateId, before.estateId), eq(photos.name, 'p1.jpg')));
    const result = await deliver(
      { offers: [{ id: 'N-1', price: 450000, photos: ['p1.jpg'] }] },
      { 'p1.jpg': photo('house.png') },
    );
    expect(result).toMatchObject({ added: 0, updated: 1 });
    const after = await t.db.select().from(photos).where(eq(photos.estateId, before.estateId));
    expect(after).toEqual([{ ...kept, sort: 0 }]);
    expect((await ad('N-1'))!.price).toBe(450000);
  });

  it('withdraws by exact id and reactivates a returning offer at the same estateId', async () => {
    const { estateId } = (await ad('N-2'))!;
    expect(await deliver({ withdrawals: ['N-2', 'UNKNOWN-7'] })).toMatchObject({ withdrawn: 1 });
    expect((await ad('N-2'))!.active).toBe(0);
    expect(
      await deliver({ offers: [{ id: 'N-2', city: 'Warszawa', province: 'MAZOWIECKIE' }] }),
    ).toMatchObject({ updated: 1 });
    expect(await ad('N-2')).toMatchObject({ estateId, active: 1 });
  });

  it('reports a bad offer and imports the others', async () => {
    const result = await deliver({
      offers: [{ id: 'B-1', city: 'Nieistniejącewo', county: 'nieznany' }, { id: 'B-2' }],
    });
    expect(result).toMatchObject({ added: 1, failed: 1 });
    expect(result.status === 'done' && result.problems).toEqual([
      "oferta B-1: nie znaleziono miejscowości: miasto 'Nieistniejącewo', powiat 'nieznany', województwo 'MAŁOPOLSKIE'",
    ]);
    const [run] = await t.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.runId, (result as { runId: number }).runId));
    expect(run!.problems).toHaveLength(1);
  });

  it('keeps the ad of an earlier version when an update is refused, and says which version buyers see', async () => {
    await deliver({ offers: [{ id: 'K-1' }, { id: 'K-2' }, { id: 'K-3' }] });
    const before = await ad('K-1');
    await t.db
      .update(importOffers)
      .set({ updatedAt: new Date('2026-11-12T10:00:00Z') })
      .where(
        and(eq(importOffers.integrationId, integrationId), inArray(importOffers.externalId, ['K-1', 'K-2'])),
      );
    // Withdrawn since: no version of it is online.
    await t.db
      .update(estates)
      .set({ active: 0 })
      .where(eq(estates.estateId, (await ad('K-3'))!.estateId));

    const result = await deliver({
      offers: [
        { id: 'K-1', price: 0 },
        { id: 'K-2', city: 'Nieistniejącewo', county: 'nieznany' },
        { id: 'K-3', price: 0 },
        { id: 'K-4', price: 0 },
      ],
    });
    expect(result).toMatchObject({ status: 'done', added: 0, updated: 0, failed: 4 });
    expect(result.status === 'done' && [...result.problems].sort()).toEqual([
      'oferta K-1: brak ceny; aktualizacji nie przyjęto, w serwisie pozostaje wersja z 2026-11-12',
      "oferta K-2: nie znaleziono miejscowości: miasto 'Nieistniejącewo', powiat 'nieznany', województwo " +
        "'MAŁOPOLSKIE'; aktualizacji nie przyjęto, w serwisie pozostaje wersja z 2026-11-12",
      'oferta K-3: brak ceny',
      'oferta K-4: brak ceny',
    ]);
    expect(await ad('K-1')).toMatchObject({ active: 1, price: before!.price });
    expect(await ad('K-2')).toMatchObject({ active: 1 });
    expect(await deliver({ withdrawals: ['K-1', 'K-2'] })).toMatchObject({ withdrawn: 2 });
  });

  it('withdraws what a full export no longer lists, and only then', async () => {
    const result = await deliver({
      full: true,
      offers: [
        { id: 'N-1', price: 450000, photos: ['p1.jpg'] },
        { id: 'N-2', city: 'Warszawa', province: 'MAZOWIECKIE' },
      ],
    });
    expect(result).toMatchObject({ withdrawn: 2 });
    expect((await ad('B-2'))!.active).toBe(0);
    expect((await ad('D-1'))!.active).toBe(0);
    expect((await ad('N-1'))!.active).toBe(1);
  });

  it('holds a mass withdrawal for an admin', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: `M-${i}` }));
    expect(await deliver({ offers: many })).toMatchObject({ added: 30 });
    const result = await deliver({ full: true, offers: [{ id: 'M-0' }] });
    expect(result).toMatchObject({ withdrawn: 0 });
    const [held] = await t.db
      .select()
      .from(importWithdrawals)
      .where(eq(importWithdrawals.integrationId, integrationId));
    expect(held).toMatchObject({ status: 'pending' });
    expect(held!.estateIds.length).toBeGreaterThan(25);
    expect((await ad('M-5'))!.active).toBe(1);
  });

  it('records a truncated package as failed and imports nothing of it', async () => {
    const path = join(folder, 'cut.zip');
    const xml = ofertyNetXml({ offers: [{ id: 'T-1' }, { id: 'T-2' }] });
    writeFileSync(path, buildZip([{ name: 'oferty.xml', content: xml.slice(0, -150) }]));
    expect(await importPackage(t, integrationId, path)).toMatchObject({ status: 'failed', added: 0 });
    expect(await ad('T-1')).toBeUndefined();
  });

  it('imports a package once when two server instances take it at the same time', async () => {
    const path = join(folder, `oferty_${++packages}.zip`);
    writeFileSync(
      path,
      buildZip([{ name: 'oferty.xml', content: ofertyNetXml({ offers: [{ id: 'C-1' }] }) }]),
    );
    const outcomes = await Promise.all([
      importPackage(t, integrationId, path),
      importPackage(t, integrationId, path),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'done')).toEqual([
      expect.objectContaining({ added: 1 }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toContainEqual(
      expect.stringMatching(/^(duplicate|busy)$/),
    );
    const runs = await t.db
      .select()
      .from(importRuns)
      .where(and(eq(importRuns.fileName, `oferty_${packages}.zip`), ne(importRuns.status, 'duplicate')));
    expect(runs).toHaveLength(1);
  });

  it('fails an offer with a number its column cannot hold, with the reason, and cleans control characters', async () => {
    const result = await deliver({
      offers: [
        { id: 'Z-1', title: 'Mieszkanie\u0000 z\u0007 widokiem&#1;' },
        { id: 'Z-2', rooms: '99999' },
        { id: 'Z-3', area: '3000000000' },
      ],
    });
    expect(result).toMatchObject({ status: 'done', added: 1, failed: 2 });
    expect(result.status === 'done' && result.problems).toEqual([
      'oferta Z-2: liczba pokoi poza zakresem (99999)',
      'oferta Z-3: powierzchnia poza zakresem (3000000000)',
    ]);
    expect((await ad('Z-1'))!.title).toBe('Mieszkanie z widokiem');
    expect(await ad('Z-2')).toBeUndefined();
  });

  it('shows a database error of an offer as a line in Polish, logs it in full, and imports the others', async () => {
    await t.db.execute(sql`alter table estates add constraint refused_title check (title <> 'Oferta E-1')`);
    const logged: object[] = [];
    const path = join(folder, `oferty_${++packages}.zip`);
    const xml = ofertyNetXml({ offers: [{ id: 'E-1' }, { id: 'E-2' }] });
    writeFileSync(path, buildZip([{ name: 'oferty.xml', content: xml }]));
    const result = await importPackage(
      { ...t, log: { error: (details) => logged.push(details) } },
      integrationId,
      path,
    );
    await t.db.execute(sql`alter table estates drop constraint refused_title`);
    expect(result).toMatchObject({
      status: 'partial',
      added: 1,
      failed: 1,
      problems: ['oferta E-1: błąd zapisu, spróbujemy ponownie przy następnym imporcie'],
    });
    const [run] = await t.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.fileName, `oferty_${packages}.zip`));
    expect(run!.problems).toEqual(['oferta E-1: błąd zapisu, spróbujemy ponownie przy następnym imporcie']);
    expect(logged).toEqual([
      {
        runId: run!.runId,
        err: expect.objectContaining({ message: expect.stringMatching(/insert into "estates"/) }),
      },
    ]);
  });
});
