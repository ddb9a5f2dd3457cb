import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { buildZip } from '../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml, type TestOffer } from '../../test/fixtures/crm/packages.ts';
import { estates } from '../db/schema.ts';
import { homeFolder } from '../features/imports/home-folder.ts';
import { makeIntegration } from '../infra/ftp/ftp.fixture.ts';
import { importPackagesJob } from './import-packages.job.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let integrationId: number;
let folder: string;
const minute = 60_000;
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  ({ integrationId } = await makeIntegration(t.db, t.secrets.secretKey, 'job@biuro.pl', 'haslo'));
  folder = homeFolder(t.config.ftpDir, integrationId);
  mkdirSync(folder, { recursive: true });
});
afterAll(() => t.close());

/** An IMO package as the CRM uploads it, last written `ageMs` ago. */
function upload(name: string, ageMs: number, options: { offers?: TestOffer[]; withdrawals?: string[] }) {
  const path = join(folder, name);
  writeFileSync(path, buildZip([{ name: 'oferty.xml', content: ofertyNetXml(options) }]));
  age(path, ageMs);
  return path;
}
const age = (path: string, ageMs: number) => utimesSync(path, new Date(), new Date(Date.now() - ageMs));

const ad = async (externalId: string) =>
  (
    await t.db
      .select({ active: estates.active, price: estates.price })
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.externalId, externalId)))
  )[0];

describe('the scheduled import', () => {
  it('imports settled packages in delivery order on the second look, and not one still growing', async () => {
    const job = importPackagesJob(t, { settleSeconds: 120, keepDays: 30 });
    upload('oferty_1.zip', 10 * minute, { offers: [{ id: 'J-1' }, { id: 'J-2' }] });
    upload('oferty_2.zip', 5 * minute, { withdrawals: ['J-1'] });
    const growing = upload('oferty_3.zip', 4 * minute, { offers: [{ id: 'J-3' }] });
    const complete = readFileSync(growing);
    writeFileSync(growing, complete.subarray(0, 100));
    age(growing, 4 * minute);
    upload('oferty_4.zip', 3 * minute, { offers: [{ id: 'J-4' }] });
    upload('oferty_5.zip', 30_000, { offers: [{ id: 'J-5' }] });

    expect(await job.everyMinute()).toMatchObject({ packages: 0, failed: 0 });
    expect(await ad('J-1')).toBeUndefined();

    // The CRM is still writing the third package: its size changes between the two looks.
    writeFileSync(growing, complete);
    age(growing, 4 * minute);
    expect(await job.everyMinute()).toMatchObject({ packages: 2, failed: 0 });
    expect(await ad('J-1')).toEqual({ active: 0, price: 500000 });
    expect(await ad('J-2')).toMatchObject({ active: 1 });
    expect(await ad('J-4')).toBeUndefined();
    expect(readdirSync(join(folder, 'processed')).sort()).toEqual(['oferty_1.zip', 'oferty_2.zip']);

    // Now complete and unchanged since the previous look; the package uploaded 30 s ago waits on.
    expect(await job.everyMinute()).toMatchObject({ packages: 2, failed: 0 });
    expect(await ad('J-3')).toMatchObject({ active: 1 });
    expect(await ad('J-4')).toMatchObject({ active: 1 });
    expect(await ad('J-5')).toBeUndefined();
    const later = Date.now() + 3 * minute;
    expect(await job.everyMinute(later)).toMatchObject({ packages: 0, failed: 0 });
    expect(await job.everyMinute(later + minute)).toMatchObject({ packages: 1, failed: 0 });
    expect(await ad('J-5')).toMatchObject({ active: 1 });
  });

  it('at night imports what waits without a second look and deletes archives older than keepDays', async () => {
    const job = importPackagesJob(t, { settleSeconds: 120, keepDays: 30 });
    upload('oferty_6.zip', 10 * minute, { offers: [{ id: 'J-6' }] });
    const processed = join(folder, 'processed');
    const old = join(processed, 'oferty_1.zip');
    age(old, 31 * day);
    const result = await job.nightly();
    expect(result).toMatchObject({ packages: 1, failed: 0, removed: 1, silent: 0 });
    expect(await ad('J-6')).toMatchObject({ active: 1 });
    expect(existsSync(old)).toBe(false);
    expect(existsSync(join(processed, 'oferty_2.zip'))).toBe(true);
  });

  it('moves a broken package to failed/ and goes on with the next one', async () => {
    const job = importPackagesJob(t, { settleSeconds: 0, keepDays: 30 });
    const broken = join(folder, 'oferty_7.zip');
    writeFileSync(broken, 'not a zip');
    age(broken, 2 * minute);
    upload('oferty_8.zip', minute, { offers: [{ id: 'J-8' }] });
    await job.everyMinute();
    expect(await job.everyMinute()).toEqual({ packages: 2, failed: 1, outcomes: { failed: 1, done: 1 } });
    expect(readdirSync(join(folder, 'failed'))).toEqual(['oferty_7.zip']);
    expect(await ad('J-8')).toMatchObject({ active: 1 });
  });
});
