import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminImportRun } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { asariFiles, ofertyNetXml, type TestOffer } from '../../../test/fixtures/crm/packages.ts';
import { authHeader } from '../../../test/users.ts';
import { estates } from '../../db/schema.ts';
import { makeIntegration } from '../../infra/ftp/ftp.fixture.ts';
import { archivePackage, homeFolder } from './home-folder.ts';
import { openPackage } from './open-package.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let integrationId: number;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
  ({ integrationId } = await makeIntegration(t.db, t.secrets.secretKey, 'again@biuro.pl', 'haslo'));
  folder = homeFolder(t.config.ftpDir, integrationId);
  mkdirSync(folder, { recursive: true });
});
afterAll(() => t.close());

const upload = (name: string, offers: TestOffer[]) =>
  writeFileSync(join(folder, name), buildZip([{ name: 'oferty.xml', content: ofertyNetXml({ offers }) }]));
const post = (url: string) => t.app.inject({ method: 'POST', url, headers: admin });
const runs = async () =>
  (
    await t.app.inject({ url: `/api/site/imports/runs?integrationId=${integrationId}`, headers: admin })
  ).json<{
    runs: AdminImportRun[];
  }>().runs;
/** 'Importuj teraz', then the runs it made once they have ended: the import goes on after the answer. */
async function importNow() {
  const before = new Set((await runs()).map((run) => run.runId));
  expect((await post(`/api/site/imports/run/${integrationId}`)).statusCode).toBe(200);
  return vi.waitFor(
    async () => {
      const made = (await runs()).filter((run) => !before.has(run.runId));
      if (made.length === 0 || made.some((run) => run.status === 'running'))
        throw new Error('not imported yet');
      return made;
    },
    { timeout: 60_000, interval: 50 },
  );
}
const adsOf = (externalId: string) =>
  t.db
    .select({ price: estates.price })
    .from(estates)
    .where(and(eq(estates.integrationId, integrationId), eq(estates.externalId, externalId)));

describe("the admin's 'Importuj ponownie'", () => {
  it('imports the offers that failed once the cause is fixed, and leaves the ads newer packages changed', async () => {
    // A fault of the server's own (here a constraint) fails one offer of the package.
    await t.db.execute(sql`alter table estates add constraint refused_title check (title <> 'Oferta A-2')`);
    upload('oferty_1.zip', [{ id: 'A-1' }, { id: 'A-2' }]);
    const [first] = await importNow();
    expect(first).toMatchObject({ status: 'partial', added: 1, failed: 1 });
    upload('oferty_2.zip', [{ id: 'A-1', price: 450_000 }]);
    expect(await importNow()).toMatchObject([{ status: 'done', updated: 1 }]);
    await t.db.execute(sql`alter table estates drop constraint refused_title`);

    const again = await post(`/api/site/imports/runs/${first!.runId}/again`);
    expect(again.json()).toEqual({
      runs: [
        {
          status: 'done',
          runId: expect.any(Number),
          added: 1,
          updated: 0,
          withdrawn: 0,
          failed: 0,
          problems: [],
        },
      ],
    });
    expect(await adsOf('A-1')).toEqual([{ price: 450_000 }]);
    expect(await adsOf('A-2')).toEqual([{ price: 500_000 }]);
    expect(existsSync(join(folder, 'processed', 'oferty_1.zip'))).toBe(true);
  });

  it('says in Polish when the run or its package file is gone', async () => {
    const unknown = await post('/api/site/imports/runs/999999/again');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Nie ma takiego importu.' });

    upload('oferty_3.zip', [{ id: 'G-1' }]);
    const [run] = await importNow();
    rmSync(join(folder, 'processed', 'oferty_3.zip'));
    const gone = await post(`/api/site/imports/runs/${run!.runId}/again`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Plik tej paczki nie jest już dostępny.' });
  });

  it('is for admins only', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/site/imports/runs/1/again' });
    expect(response.statusCode).toBe(401);
  });
});

describe('an archived ASARI export', () => {
  it('still opens with the definitions and photos it left in the home folder, with the same content hash', async () => {
    const home = join(t.config.DATA_DIR, 'asari-home');
    mkdirSync(join(home, 'zdjecia'), { recursive: true });
    const files = asariFiles({ offers: [{ id: 'S-1', photos: ['s1.jpg'] }] });
    for (const [name, content] of Object.entries(files)) writeFileSync(join(home, name), content);
    writeFileSync(join(home, 'zdjecia', 's1.jpg'), 'photo');
    const manifest = Object.keys(files).find((name) => name.endsWith('_CFG.xml'))!;
    const delivered = await openPackage(join(home, manifest));

    await archivePackage(home, join(home, manifest), true);
    const archived = await openPackage(join(home, 'failed', manifest));
    expect(archived.contentHash).toBe(delivered.contentHash);
    expect([...archived.xmlFiles.keys()].sort()).toEqual(Object.keys(files).sort());
    expect(await archived.photo('s1.jpg')).toEqual(Buffer.from('photo'));
  });
});
