import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { EstateDetail } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import type { ZipInput } from '../../../test/fixtures/crm/build-zip.ts';
import { estates, importRuns, integrations } from '../../db/schema.ts';
import { ftpClient, makeIntegration } from '../../infra/ftp/ftp.fixture.ts';
import { startFtpServer } from '../../infra/ftp/ftp-server.ts';
import { importPackagesJob } from '../../jobs/import-packages.job.ts';
import { asari } from './corpus/asari.fixture.ts';
import { asariExport } from './corpus/asari-export.fixture.ts';
import { crmFixture } from './corpus/corpus.fixture.ts';
import { homeFolder, importWaiting } from './home-folder.ts';
import { integrationLogin } from './integration-login.ts';

// An ASARI office's exports as they pile up in its FTP folder over months: loose files, one dictionary and one foto/
// folder for all of them, applied in the order of their names, each once its manifest and files are all there.

let t: Awaited<ReturnType<typeof createTestApp>>;
const minute = 60_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function asariIntegration(login: string) {
  const integration = await makeIntegration(t.db, t.secrets.secretKey, login, 'haslo-asari');
  await t.db
    .update(integrations)
    .set({ type: 'asari' })
    .where(eq(integrations.integrationId, integration.integrationId));
  const folder = homeFolder(t.config.ftpDir, integration.integrationId);
  mkdirSync(folder, { recursive: true });
  return { ...integration, folder };
}

/** Leaves files in the folder as the upload does, last written `ageMs` ago. */
function leave(folder: string, files: ZipInput[], ageMs: number) {
  const at = new Date(Date.now() - ageMs);
  for (const file of files) {
    const path = join(folder, file.name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
    utimesSync(path, at, at);
  }
}

const online = async (integrationId: number) =>
  (
    await t.db
      .select({ estateId: estates.estateId, externalId: estates.externalId })
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.active, 1)))
  ).sort((a, b) => (a.externalId ?? '').localeCompare(b.externalId ?? ''));

describe('an ASARI stream delivered as loose files', () => {
  it('is applied export by export in the order of the names, and an offers file waits for its manifest', async () => {
    const { integrationId, folder } = await asariIntegration('asari-strumien');
    // Uploaded in the reverse order: the names decide, not the files' times.
    for (const [i, pkg] of asari.packages.entries()) leave(folder, pkg.files, (i + 1) * minute);
    const next = asariExport('6093_20260801_090000', false, []);
    const [manifest, offersFile] = next;
    leave(folder, [offersFile!], 0);

    const outcomes = await importWaiting(t, integrationId);
    expect(outcomes.map(({ status }) => status)).toEqual(asari.packages.map(() => 'done'));
    for (const [i, pkg] of asari.packages.entries()) {
      const { problems: _problems, ...counts } = pkg.outcome;
      expect(outcomes[i], pkg.name).toMatchObject(counts);
    }
    const last = asari.packages.at(-1)!;
    const ads = await online(integrationId);
    expect(ads.map((ad) => ad.externalId)).toEqual(last.online.map((ad) => ad.externalId).sort());
    for (const expected of last.online) {
      const { estateId } = ads.find((ad) => ad.externalId === expected.externalId)!;
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/estates/${estateId}` })
      ).json<EstateDetail>();
      expect(detail, expected.externalId).toMatchObject({
        price: expected.price,
        area: expected.area,
        rent: expected.rent,
        city: { city: expected.city },
        district: expected.district,
      });
      expect(detail.photos.map((photo) => photo.name)).toEqual(expected.photos);
    }
    // The rent ad's deposit of two months and its administrative fee.
    const [studio] = await t.db
      .select({ deposit: estates.deposit, monthlyFees: estates.monthlyFees })
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.externalId, '104/6093/OMW')));
    expect(studio).toEqual({ deposit: 5600, monthlyFees: 450 });

    // The offers file of an export whose manifest has not come is neither imported nor failed.
    expect(readdirSync(folder)).toContain(offersFile!.name);
    expect(existsSync(join(folder, 'failed'))).toBe(false);
    leave(folder, [manifest!], 0);
    expect(await importWaiting(t, integrationId)).toMatchObject([{ status: 'done' }]);
    expect(readdirSync(join(folder, 'processed'))).toEqual(
      expect.arrayContaining([manifest!.name, offersFile!.name]),
    );
  });

  it('waits, every minute, for the offer files its manifest lists', async () => {
    const { integrationId, folder } = await asariIntegration('asari-czeka');
    const job = importPackagesJob(t, { settleSeconds: 120, keepDays: 30 });
    const [manifest, offersFile, ...rest] = asari.packages[0]!.files;
    leave(folder, [manifest!, ...rest], 10 * minute);
    expect(await job.everyMinute()).toMatchObject({ packages: 0 });
    expect(await job.everyMinute()).toMatchObject({ packages: 0 });
    leave(folder, [offersFile!], 10 * minute);
    expect(await job.everyMinute()).toMatchObject({ packages: 0 });
    expect(await job.everyMinute()).toMatchObject({ packages: 1, failed: 0 });
    expect(await online(integrationId)).toHaveLength(4);
  });

  it('tells each parameter the office dictionary lacks, and why its offers fail', async () => {
    const { integrationId, folder } = await asariIntegration('asari-slownik');
    // An office whose dictionary calls the price otherwise than ASARI's.
    const dictionary = crmFixture('asari/definictions.xml')
      .toString('utf8')
      .replace('<name>cena ofertowa PLN</name>', '<name>Cena</name>');
    const files = asari.packages[0]!.files.map((file) =>
      file.name === 'definictions.xml' ? { ...file, content: dictionary } : file,
    );
    leave(folder, files, minute);
    const [outcome] = await importWaiting(t, integrationId);
    expect(outcome).toMatchObject({ status: 'done', added: 1, failed: 3 });
    const lines = [
      "plik definicji definictions.xml nie zawiera parametru 'cena ofertowa PLN'",
      'oferta 101/6093/OMS: brak ceny',
      'oferta 102/6093/ODS: brak ceny',
      'oferta 103/6093/OGS: brak ceny',
    ];
    // The run's report, as the company and the admins read it.
    const [run] = await t.db.select().from(importRuns).where(eq(importRuns.integrationId, integrationId));
    expect([...run!.problems].sort()).toEqual(lines.sort());
  });

  it('arrives over the portal FTP server with its photo folder and goes online', async () => {
    const { integrationId, ftpLogin } = await asariIntegration('asari-ftp');
    const ftp = await startFtpServer(
      { host: '127.0.0.1', port: 0, publicHost: 'localhost', pasvMin: 41200, pasvMax: 41300 },
      integrationLogin(t.db, t.secrets.secretKey, t.config.ftpDir),
      pino({ level: 'silent' }),
    );
    const client = await ftpClient(ftp.port, ftpLogin, 'haslo-asari');
    try {
      // As ASARI uploads it: the dictionary and photos first, the manifest last.
      const files = asari.packages[0]!.files;
      const order = [...files.filter((file) => !file.name.endsWith('_CFG.xml')), files[0]!];
      for (const file of order) {
        await client.cd('/');
        if (file.name.includes('/')) await client.ensureDir(dirname(file.name));
        await client.uploadFrom(Readable.from([Buffer.from(file.content)]), file.name.split('/').at(-1)!);
      }
    } finally {
      client.close();
      await ftp.close();
    }
    const [outcome] = await importWaiting(t, integrationId);
    expect(outcome).toMatchObject({ status: 'done', added: 4, problems: [] });
    const flat = (await online(integrationId)).find((ad) => ad.externalId === '101/6093/OMS')!;
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/estates/${flat.estateId}` })
    ).json<EstateDetail>();
    expect(detail.photos.map((photo) => photo.name)).toEqual(['6093_a2.jpg', '6093_a1.jpg', '6093_a3.jpg']);
  });
});
