import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import { importRuns, integrations } from '../../db/schema.ts';
import { makeIntegration } from '../../infra/ftp/ftp.fixture.ts';
import { homeFolder, importWaiting } from './home-folder.ts';
import { hoursAgo } from './imports-admin.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let integrationId: number;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ integrationId } = await makeIntegration(t.db, t.secrets.secretKey, 'dostawy', 'haslo'));
  folder = homeFolder(t.config.ftpDir, integrationId);
  mkdirSync(folder, { recursive: true });
});
afterAll(() => t.close());

/** A package as the CRM leaves it in its FTP folder, last written at `writtenAt`. */
function deliver(name: string, content: Buffer | string, writtenAt: Date) {
  const path = join(folder, name);
  writeFileSync(path, content);
  utimesSync(path, writtenAt, writtenAt);
}
const offers = buildZip([{ name: 'oferty.xml', content: ofertyNetXml({ offers: [{ id: 'D-1' }] }) }]);
const lastDelivery = async () =>
  (
    await t.db
      .select({ at: integrations.lastDeliveryAt })
      .from(integrations)
      .where(eq(integrations.integrationId, integrationId))
  )[0]!.at;

describe('the last delivery of an integration', () => {
  it('is the file time of every package seen: imported, a repeat of an earlier one, or a broken one', async () => {
    expect(await lastDelivery()).toBeNull();
    const first = hoursAgo(60);
    deliver('oferty_1.zip', offers, first);
    expect((await importWaiting(t, integrationId))[0]).toMatchObject({ status: 'done', added: 1 });
    expect(await lastDelivery()).toEqual(first);
    const [run] = await t.db.select().from(importRuns).where(eq(importRuns.integrationId, integrationId));
    expect(run!.receivedAt).toEqual(first);

    // The CRM sends the same unchanged export again: nothing to import, but the CRM is alive.
    const repeat = hoursAgo(30);
    deliver('oferty_2.zip', offers, repeat);
    expect(await importWaiting(t, integrationId)).toEqual([{ status: 'duplicate' }]);
    expect(await lastDelivery()).toEqual(repeat);

    const broken = hoursAgo(2);
    deliver('oferty_3.zip', 'not a zip', broken);
    expect((await importWaiting(t, integrationId))[0]).toMatchObject({ status: 'failed' });
    expect(await lastDelivery()).toEqual(broken);
  });

  it('never goes back when an older package is handled later', async () => {
    const before = await lastDelivery();
    deliver(
      'oferty_old.zip',
      buildZip([{ name: 'oferty.xml', content: ofertyNetXml({ offers: [{ id: 'D-2' }] }) }]),
      hoursAgo(50),
    );
    expect((await importWaiting(t, integrationId))[0]).toMatchObject({ status: 'done' });
    expect(await lastDelivery()).toEqual(before);
  });
});
