import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml, type TestOffer } from '../../../test/fixtures/crm/packages.ts';
import { propertyOf } from '../../../test/property-offers.ts';
import { estates, integrations } from '../../db/schema.ts';
import { importPackage } from './import-package.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let integrationId: number;
const folder = mkdtempSync(join(tmpdir(), 'import-property-'));
const photo = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/photos/cc0/${name}`, import.meta.url));
const files = { 'a.jpg': photo('coffee.jpg'), 'b.jpg': photo('chelsea.jpg'), 'c.jpg': photo('rocket.jpg') };
let packages = 0;

beforeAll(async () => {
  t = await createTestApp();
  const company = await makeUser(t.db, { company: true, companyName: 'Biuro Nieruchomości' });
  const [row] = await t.db
    .insert(integrations)
    .values({ userId: company.userId, type: 'imo', ftpLogin: 'imo-jedna', ftpPasswordEncrypted: 'x' })
    .returning();
  integrationId = row!.integrationId;
});
afterAll(() => t.close());

async function deliver(options: { full?: boolean; offers?: TestOffer[] }) {
  const path = join(folder, `oferty_${++packages}.zip`);
  const entries = Object.entries(files).map(([name, content]) => ({ name, content }));
  writeFileSync(path, buildZip([{ name: 'oferty.xml', content: ofertyNetXml(options) }, ...entries]));
  return importPackage(t, integrationId, path);
}

const estateIdOf = async (externalId: string) =>
  (
    await t.db
      .select({ estateId: estates.estateId })
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.externalId, externalId)))
  )[0]!.estateId;

describe('an import of offers of one property', () => {
  it('says in the run report that two reference numbers are one property', async () => {
    const photos = ['a.jpg', 'b.jpg', 'c.jpg'];
    const result = await deliver({
      offers: [
        { id: 'D-1', photos },
        { id: 'D-2', photos: ['c.jpg', 'a.jpg', 'b.jpg'], title: 'To samo mieszkanie, inny numer' },
      ],
    });
    expect(result).toMatchObject({ status: 'done', added: 2 });
    expect('problems' in result && result.problems).toContain(
      'oferta D-2: ta sama nieruchomość co oferta D-1 (ten sam lokal pod dwoma numerami)',
    );
    expect((await propertyOf(t.db, await estateIdOf('D-2'))).listedOffers).toBe(2);
  });

  it('keeps the history of an offer the CRM withdrew and sends again under a new number', async () => {
    await deliver({
      full: true,
      offers: [{ id: 'R-1', photos: ['b.jpg', 'c.jpg'], area: '71,0000', rooms: '4' }],
    });
    const old = await propertyOf(t.db, await estateIdOf('R-1'));
    await deliver({
      full: true,
      offers: [{ id: 'R-2', photos: ['b.jpg', 'c.jpg'], area: '71,0000', rooms: '4' }],
    });
    const relisted = await propertyOf(t.db, await estateIdOf('R-2'));
    expect(relisted.propertyId).toBe(old.propertyId);
    expect(relisted.firstSeenAt).toEqual(old.firstSeenAt);
  });
});
