import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EstateDetail } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { estates, integrations } from '../../db/schema.ts';
import { makeIntegration } from '../../infra/ftp/ftp.fixture.ts';
import { importPackage } from './import-package.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const folder = mkdtempSync(join(tmpdir(), 'details-'));
const sample = readFileSync(
  new URL('../../../test/fixtures/crm/oferty_trimmed_anonymized.xml', import.meta.url),
);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the details of an imported offer', () => {
  it('are stored and shown, and go back to unknown once the CRM no longer states them', async () => {
    const { integrationId } = await makeIntegration(t.db, t.secrets.secretKey, 'szczegoly', 'haslo');
    await t.db
      .update(integrations)
      .set({ type: 'galactica' })
      .where(eq(integrations.integrationId, integrationId));
    const importFile = async (name: string, xml: Buffer | string) => {
      const path = join(folder, name);
      writeFileSync(path, buildZip([{ name: 'oferty.xml', content: xml }]));
      await importPackage(t, integrationId, path);
    };
    const house = async () => {
      const [row] = await t.db
        .select({ estateId: estates.estateId })
        .from(estates)
        .where(and(eq(estates.integrationId, integrationId), eq(estates.externalId, 'FIB-DS-4144')));
      return (await t.app.inject({ url: `/api/estates/${row!.estateId}` })).json<EstateDetail>();
    };

    await importFile('oferty_1.zip', sample);
    expect(await house()).toMatchObject({ bathrooms: 1, finish: 1, heating: 2, ownership: 1 });

    const withoutHeating = sample
      .toString('utf8')
      .replace(/<param nazwa="ogrzewanie"[^>]*>własne gazowe - kocioł 2-funkcyjny<\/param>/g, '');
    await importFile('oferty_2.zip', withoutHeating);
    expect(await house()).toMatchObject({ bathrooms: 1, heating: null });
  });
});
