import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { buildZip, type ZipInput } from '../../../test/fixtures/crm/build-zip.ts';
import { estates, integrations, photos } from '../../db/schema.ts';
import { importPackage } from './import-package.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let integrationId: number;
const folder = mkdtempSync(join(tmpdir(), 'agencja3000-'));
const fixture = (path: string) => readFileSync(new URL(`../../../test/fixtures/${path}`, import.meta.url));

beforeAll(async () => {
  t = await createTestApp();
  const company = await makeUser(t.db, { company: true, companyName: 'Biuro Testowe' });
  const [row] = await t.db
    .insert(integrations)
    .values({
      userId: company.userId,
      type: 'agencja3000',
      ftpLogin: 'a3000-biuro',
      ftpPasswordEncrypted: 'x',
    })
    .returning();
  integrationId = row!.integrationId;
});
afterAll(() => t.close());

async function deliver(name: string, files: ZipInput[]) {
  const path = join(folder, name);
  writeFileSync(path, buildZip(files));
  return importPackage(t, integrationId, path);
}

const ad = async (externalId: string) =>
  (
    await t.db
      .select()
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.externalId, externalId)))
  )[0];

describe('a package shaped like a real Agencja3000 diff export', () => {
  it('places offer 460 in Kłodzko from dzielnica, invents no market or district, and says how', async () => {
    const result = await deliver('oferty_20170314091240.zip', [
      { name: 'oferty.xml', content: fixture('crm/agencja3000/oferty.xml') },
      { name: '460_1.jpg', content: fixture('photos/house.jpg') },
      { name: '460_2.jpg', content: fixture('photos/house.png') },
    ]);
    expect(result).toEqual({
      status: 'done',
      runId: expect.any(Number),
      added: 1,
      updated: 0,
      withdrawn: 0,
      failed: 0,
      problems: [
        "oferta 460: miejscowość Kłodzko przyjęto z pola dzielnica 'Kłodzko', bo miasto 'kłodzki' to powiat",
      ],
    });
    const stored = (await ad('460'))!;
    expect(stored).toMatchObject({
      type: 'place',
      rent: 0,
      market: null,
      title: 'Lokal na sprzedaż, Kłodzko',
      price: 490000,
      area: 86.4,
      floor: 0,
      floors: 3,
      address: 'ul. Przykładowa',
      district: null,
      cityId: 984077,
      provinceId: 2,
      latitude: 50.436051,
      longitude: 16.65016,
      matchGeo: 0,
      elevator: null,
      basement: null,
      active: 1,
      imported: 1,
    });
    expect(stored.description).toMatch(/^Lokal użytkowy na parterze kamienicy/);
    const shown = await t.db
      .select({ name: photos.name })
      .from(photos)
      .where(eq(photos.estateId, stored.estateId))
      .orderBy(photos.sort);
    expect(shown.map((photo) => photo.name)).toEqual(['460_1.jpg', '460_2.jpg']);
    const page = await t.app.inject({ method: 'GET', url: `/api/estates/${stored.estateId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ market: null, district: null, city: { city: 'Kłodzko' } });
  });

  it('skips an offer whose clues name no place, listing them in its reason', async () => {
    const xml = fixture('crm/agencja3000/oferty.xml')
      .toString('utf8')
      .replace('<id>460</id>', '<id>461</id>')
      .replaceAll('Kłodzko', 'Nibylandia')
      .replaceAll('kłodzki', 'bajkowy')
      .replace(/<zdjecia>\s*<zdjecie>[\s\S]*<\/zdjecia>/, '');
    const result = await deliver('oferty_20170315080000.zip', [{ name: 'oferty.xml', content: xml }]);
    expect(result).toMatchObject({ status: 'done', added: 0, failed: 1 });
    expect(result.status === 'done' && result.problems).toEqual([
      "oferta 461: nie znaleziono miejscowości: miasto 'bajkowy', dzielnica 'Nibylandia', " +
        "lokalizacja, poziom 3 'bajkowy', lokalizacja, poziom 4 'Nibylandia', województwo 'dolnośląskie'",
    ]);
    expect(await ad('461')).toBeUndefined();
  });
});
