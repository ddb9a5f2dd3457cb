import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AdminImportRun, Limits } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml, type TestOffer } from '../../../test/fixtures/crm/packages.ts';
import { authHeader } from '../../../test/users.ts';
import { estates, photos, users } from '../../db/schema.ts';
import { makeIntegration } from '../../infra/ftp/ftp.fixture.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { uploadContainer } from '../photos/index.ts';
import { homeFolder, importWaiting } from './home-folder.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let integrations = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
});
afterAll(() => t.close());

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/photos/${name}`, import.meta.url));
const jpeg = fixture('small-400x300.jpg');

/** A company with an IMO integration, its FTP home folder ready, and the company's own session. */
async function company() {
  const integration = await makeIntegration(t.db, t.secrets.secretKey, `odzysk-${++integrations}`, 'haslo');
  const folder = homeFolder(t.config.ftpDir, integration.integrationId);
  mkdirSync(folder, { recursive: true });
  const [user] = await t.db.select().from(users).where(eq(users.userId, integration.userId));
  const { integrationId, userId } = integration;
  return {
    integrationId,
    folder,
    /** Leaves a package in the home folder as the CRM's upload does. */
    upload: (name: string, offers: TestOffer[], files: Record<string, Buffer> = {}) =>
      writeFileSync(
        join(folder, name),
        buildZip([
          { name: 'oferty.xml', content: ofertyNetXml({ offers }) },
          ...Object.entries(files).map(([file, content]) => ({ name: file, content })),
        ]),
      ),
    /** The runs as the admin's list shows them, newest first. */
    runs: async (): Promise<AdminImportRun[]> =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/site/imports/runs?integrationId=${integrationId}`,
          headers: admin,
        })
      ).json().runs,
    /** The runs as the company's /integracja shows them. */
    ownRuns: async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/user/${userId}/integration/${integrationId}`,
          headers: await authHeader(t.secrets.jwtSecret, user!),
        })
      ).json().runs,
    /** Each ad of these CRM ids with its photos' stored files. */
    ads: async (ids: string[]) => {
      const rows = await t.db
        .select({ externalId: estates.externalId, modifiedAt: estates.modifiedAt, file: photos.filename })
        .from(estates)
        .leftJoin(photos, eq(photos.estateId, estates.estateId))
        .where(and(eq(estates.integrationId, integrationId), inArray(estates.externalId, ids)));
      return rows.sort((a, b) => a.externalId!.localeCompare(b.externalId!));
    },
  };
}

/** The portal's own photo store, refusing its n-th write as a full disk or a dropped connection does. */
function refusingWrite(storage: Storage, refused: number): Storage {
  let writes = 0;
  return {
    ...storage,
    write: async (key, body, type) => {
      if (++writes === refused)
        throw new Error(`ENOSPC: no space left on device, open '/srv/storage/${key}'`);
      return storage.write(key, body, type);
    },
  };
}

// The operators' log of the refused writes and broken packages; what the company sees is asserted instead.
const quiet = { error: () => {} };
const storedPhotos = () => readdirSync(join(t.config.DATA_DIR, 'storage', uploadContainer)).length;
const storeFailure = (id: string) => `oferta ${id}: błąd zapisu, spróbujemy ponownie przy następnym imporcie`;
const withPhoto = (id: string) => ({ offer: { id, photos: [`${id}.jpg`] }, file: { [`${id}.jpg`]: jpeg } });

describe('a package with an offer whose photo the store refused', () => {
  it("is 'częściowo'; importing it again places that offer only, and its content again is a duplicate", async () => {
    const crm = await company();
    const [a, b, c] = [withPhoto('R-1'), withPhoto('R-2'), withPhoto('R-3')];
    crm.upload('oferty_1.zip', [a.offer, b.offer, c.offer], { ...a.file, ...b.file, ...c.file });
    // Each photo is written in three sizes: the fourth write is the second offer's.
    const [partial] = await importWaiting(
      { ...t, storage: refusingWrite(t.storage, 4), log: quiet },
      crm.integrationId,
    );
    expect(partial).toEqual({
      status: 'partial',
      runId: expect.any(Number),
      added: 2,
      updated: 0,
      withdrawn: 0,
      failed: 1,
      problems: [storeFailure('R-2')],
    });
    const placed = await crm.ads(['R-1', 'R-2', 'R-3']);
    expect(placed.map((ad) => [ad.externalId, ad.file !== null])).toEqual([
      ['R-1', true],
      ['R-3', true],
    ]);
    const [listed] = await crm.runs();
    expect(listed).toMatchObject({ status: 'partial', retriedByRunId: null, repeatsRunId: null });
    // The company sees the same line, with nothing of the server's own error in it.
    expect((await crm.ownRuns())[0]).toMatchObject({ status: 'partial', problems: [storeFailure('R-2')] });

    const before = storedPhotos();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/site/imports/runs/${listed!.runId}/again`,
      headers: admin,
    });
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
    // Only the missing offer's photo was processed; the others kept their ads, photos and time untouched.
    expect(storedPhotos()).toBe(before + 1);
    const after = await crm.ads(['R-1', 'R-2', 'R-3']);
    expect(after.filter((ad) => ad.externalId !== 'R-2')).toEqual(placed);
    expect(after.find((ad) => ad.externalId === 'R-2')?.file).toEqual(expect.any(String));
    const [retry, retried] = await crm.runs();
    expect(retry).toMatchObject({ status: 'done', repeatsRunId: listed!.runId });
    expect(retried).toMatchObject({ runId: listed!.runId, retriedByRunId: retry!.runId });

    // The CRM sends the same export again: listed as a duplicate of the run that completed it, nothing redone.
    crm.upload('oferty_2.zip', [a.offer, b.offer, c.offer], { ...a.file, ...b.file, ...c.file });
    expect(await importWaiting(t, crm.integrationId)).toEqual([{ status: 'duplicate' }]);
    expect((await crm.runs()).map((run) => [run.fileName, run.status, run.repeatsRunId])).toEqual([
      ['oferty_2.zip', 'duplicate', retry!.runId],
      ['oferty_1.zip', 'done', listed!.runId],
      ['oferty_1.zip', 'partial', null],
    ]);
    expect((await crm.ownRuns())[0]).toMatchObject({ status: 'duplicate', repeatsRunId: retry!.runId });
    expect(storedPhotos()).toBe(before + 1);
  });

  it('is completed, not dropped as a duplicate, when the CRM delivers the same content again', async () => {
    const crm = await company();
    const [a, b] = [withPhoto('S-1'), withPhoto('S-2')];
    const files = { ...a.file, ...b.file };
    crm.upload('oferty_1.zip', [a.offer, b.offer], files);
    expect(
      await importWaiting({ ...t, storage: refusingWrite(t.storage, 1), log: quiet }, crm.integrationId),
    ).toEqual([
      expect.objectContaining({ status: 'partial', added: 1, failed: 1, problems: [storeFailure('S-1')] }),
    ]);
    const placed = await crm.ads(['S-2']);

    crm.upload('oferty_2.zip', [a.offer, b.offer], files);
    expect(await importWaiting(t, crm.integrationId)).toEqual([
      expect.objectContaining({ status: 'done', added: 1, updated: 0, failed: 0, problems: [] }),
    ]);
    expect(await crm.ads(['S-2'])).toEqual(placed);
    expect((await crm.ads(['S-1']))[0]?.file).toEqual(expect.any(String));
    const [completed, partial] = await crm.runs();
    expect(completed).toMatchObject({
      fileName: 'oferty_2.zip',
      status: 'done',
      repeatsRunId: partial!.runId,
    });
  });
});

describe("each offer's problems", () => {
  it('list photos named but not shipped, photos refused with why, and text cut, also on /integracja', async () => {
    const crm = await company();
    const named = Array.from({ length: 11 }, (_, i) => `P-1_${i + 1}.jpg`);
    const longTitle = `Mieszkanie ${'z widokiem na góry '.repeat(20)}`;
    crm.upload(
      'oferty_1.zip',
      [
        { id: 'P-1', photos: named },
        { id: 'P-2', photos: ['plan.jpg', 'uciete.jpg', 'ogromne.png', 'dobre.jpg'] },
        { id: 'P-3', title: longTitle },
      ],
      {
        'plan.jpg': Buffer.from('Rzut mieszkania w załączniku.'),
        'uciete.jpg': jpeg.subarray(0, 200),
        'ogromne.png': fixture('white-16000x16000.png'),
        'dobre.jpg': jpeg,
      },
    );
    const problems = [
      `oferta P-1: brak w paczce zdjęć: ${named.slice(0, 6).join(', ')}`,
      `oferta P-1: pominięto zdjęcia ponad limit 6: ${named.slice(6).join(', ')}`,
      'oferta P-2: zdjęcie plan.jpg odrzucone: to nie jest plik JPEG, PNG ani HEIC',
      'oferta P-2: zdjęcie uciete.jpg odrzucone: uszkodzony plik, nie da się go odczytać',
      'oferta P-2: zdjęcie ogromne.png odrzucone: za duże (ponad 50 mln pikseli)',
      `oferta P-3: tytuł skrócono do ${Limits.title.max} znaków`,
    ];
    // Reasons in the file itself: the package is done, every offer went in with what it could.
    expect(await importWaiting(t, crm.integrationId)).toEqual([
      expect.objectContaining({ status: 'done', added: 3, failed: 0, problems: expect.any(Array) }),
    ]);
    const [run] = await crm.ownRuns();
    expect(run.status).toBe('done');
    expect([...run.problems].sort()).toEqual([...problems].sort());
    expect((await crm.ads(['P-1', 'P-2'])).map((ad) => [ad.externalId, ad.file !== null])).toEqual([
      ['P-1', false],
      ['P-2', true],
    ]);
  });

  it("of a broken package are told in Polish, without the libraries' own English words", async () => {
    const crm = await company();
    writeFileSync(join(crm.folder, 'oferty_1.zip'), 'to nie jest archiwum');
    const cut = ofertyNetXml({ offers: [{ id: 'C-1' }] }).slice(0, -40);
    writeFileSync(join(crm.folder, 'oferty_2.zip'), buildZip([{ name: 'oferty.xml', content: cut }]));
    await importWaiting({ ...t, log: quiet }, crm.integrationId);
    expect((await crm.ownRuns()).map((run: { problems: string[] }) => run.problems)).toEqual([
      [expect.stringMatching(/^niepoprawny XML \(linia \d+\)$/)],
      ['uszkodzony plik ZIP'],
    ]);
  });
});
