import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { EstateDetail } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeUser } from '../../../../test/factories.ts';
import { buildZip } from '../../../../test/fixtures/crm/build-zip.ts';
import { estates, integrations } from '../../../db/schema.ts';
import { importPackage } from '../import-package.ts';
import { agencja3000 } from './agencja3000.fixture.ts';
import { asari } from './asari.fixture.ts';
import type { Corpus, CorpusPackage, ExpectedAd } from './corpus.fixture.ts';
import { esticrm } from './esticrm.fixture.ts';
import { galactica } from './galactica.fixture.ts';
import { imo } from './imo.fixture.ts';
import { otodom } from './otodom.fixture.ts';
import { virgo } from './virgo.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const folder = mkdtempSync(join(tmpdir(), 'corpus-'));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Puts the package where the CRM would: a ZIP, or an ASARI export's loose files in a folder of its own. */
function deliver(system: string, pkg: CorpusPackage): string {
  if (pkg.name.endsWith('.zip')) {
    const path = join(folder, `${system}-${pkg.name}`);
    writeFileSync(path, buildZip(pkg.files));
    return path;
  }
  const home = mkdtempSync(join(folder, `${system}-`));
  for (const file of pkg.files) {
    mkdirSync(dirname(join(home, file.name)), { recursive: true });
    writeFileSync(join(home, file.name), file.content);
  }
  return join(home, pkg.name);
}

/** What a visitor sees of the expected ad, field by field; the contact is the company's own. */
function shown(ad: ExpectedAd, company: { phone: string; email: string }) {
  const { formerly: _formerly, city, coordinates, photos: _photos, amenities, ...fields } = ad;
  return {
    ...fields,
    ...amenities,
    city: { city },
    ...(coordinates === 'city'
      ? { matchGeo: 0 }
      : { latitudeGeo: coordinates[0], longitudeGeo: coordinates[1], matchGeo: 1 }),
    active: 1,
    imported: 1,
    user: { phone: company.phone, email: company.email },
  };
}

describe.each<Corpus>([galactica, imo, agencja3000, asari, esticrm])('the $system corpus', (corpus) => {
  it('imports every package through the real path and leaves exactly the ads it must', () =>
    importsCorpus(corpus));
});

// Formats CRMs write besides the usual ones: Otodom's by setting, Virgo's recognised in the package.
describe.each<Corpus>([otodom, virgo])('the corpus of $system read with format $format', (corpus) => {
  it('imports every package through the real path and leaves exactly the ads it must', () =>
    importsCorpus(corpus));
});

async function importsCorpus(corpus: Corpus) {
  const company = await makeUser(t.db, { company: true, companyName: `Biuro ${corpus.system}` });
  const [integration] = await t.db
    .insert(integrations)
    .values({
      userId: company.userId,
      type: corpus.system,
      format: corpus.format ?? 'auto',
      ftpLogin: `corpus-${corpus.system}${corpus.format ? `-${corpus.format}` : ''}`,
      ftpPasswordEncrypted: 'x',
    })
    .returning();
  const { integrationId } = integration!;
  const estateIds = new Map<string, number>();
  for (const pkg of corpus.packages) {
    const result = await importPackage(t, integrationId, deliver(corpus.system, pkg));
    const { problems, ...counts } = pkg.outcome;
    expect(result, pkg.name).toMatchObject({ status: 'done', ...counts });
    // Every line and no other: an extra line is a fact told wrongly, or one the fixture forgot. The order of the
    // offers in a file is not the point here, so both lists are sorted.
    expect(result.status === 'done' ? [...result.problems].sort() : result, pkg.name).toEqual(
      [...problems].sort(),
    );
    const online = await t.db
      .select({ estateId: estates.estateId, externalId: estates.externalId })
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.active, 1)));
    expect(online.map((row) => row.externalId).sort(), pkg.name).toEqual(
      pkg.online.map((ad) => ad.externalId).sort(),
    );
    for (const ad of pkg.online) {
      const { estateId } = online.find((row) => row.externalId === ad.externalId)!;
      if (ad.formerly) expect(estateId, `${pkg.name} ${ad.externalId}`).toBe(estateIds.get(ad.formerly));
      estateIds.set(ad.externalId, estateId);
      const page = await t.app.inject({ method: 'GET', url: `/api/estates/${estateId}` });
      const detail = page.json<EstateDetail>();
      expect(detail, `${pkg.name} ${ad.externalId}`).toMatchObject(shown(ad, company));
      expect(
        detail.photos.map((photo) => photo.name),
        `${pkg.name} ${ad.externalId}`,
      ).toEqual(ad.photos);
    }
    for (const externalId of pkg.offline) {
      expect(online.map((row) => row.externalId)).not.toContain(externalId);
      // A relinked id's ad is online under its new id.
      const estateId = estateIds.get(externalId);
      if (estateId === undefined || online.some((row) => row.estateId === estateId)) continue;
      const page = await t.app.inject({ method: 'GET', url: `/api/estates/${estateId}` });
      expect(page.statusCode, `${pkg.name} ${externalId}`).toBe(404);
    }
  }
}
