import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { integrations } from '../../db/schema.ts';
import { homeFolder, importWaiting } from './home-folder.ts';
import { importPackage } from './import-package.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const folder = mkdtempSync(join(tmpdir(), 'esticrm-'));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const definitions = `<?xml version="1.0" encoding="UTF-8"?>
<definitions><status>
  <item key="3">Aktywna publikacja</item><item key="5">Zarezerwowana</item>
  <item key="6">Sprzedana</item><item key="7">Wycofana</item>
</status></definitions>`;

type Offer = { id: string; status?: string; offerExport?: string };

const offerXml = ({ id, status, offerExport }: Offer) => `<offer><id>${id}</id><action>update</action>
${status === undefined ? '' : `<status dictionary="status">${status}</status>`}
${offerExport === undefined ? '' : `<offerExport>${offerExport}</offerExport>`}
<mainTypeId dictionary="types">2</mainTypeId><transaction dictionary="transaction">131</transaction>
<price>500000</price><areaTotal>50</areaTotal><locationProvinceName>pomorskie</locationProvinceName>
<locationCityName>Gdańsk</locationCityName><portalTitle>Oferta ${id}</portalTitle></offer>`;

/** An EstiCRM package as the CRM names and builds it: the offers file of the same stem and definitions.xml. */
function estiZip(stamp: string, offers: Offer[]): Buffer {
  return buildZip([
    {
      name: `EstiCRM_22196_${stamp}.xml`,
      content: `<?xml version="1.0" encoding="UTF-8"?><offers export="incremental">${offers.map(offerXml).join('')}</offers>`,
    },
    { name: 'definitions.xml', content: definitions },
  ]);
}

async function esticrmCompany() {
  const company = await makeUser(t.db, { company: true, companyName: 'Biuro EstiCRM' });
  const [row] = await t.db
    .insert(integrations)
    .values({
      userId: company.userId,
      type: 'esticrm',
      ftpLogin: `esti-${company.userId}`,
      ftpPasswordEncrypted: 'x',
    })
    .returning();
  return { userId: company.userId, integrationId: row!.integrationId };
}

async function deliver(integrationId: number, stamp: string, offers: Offer[]) {
  const path = join(mkdtempSync(join(folder, 'delivery-')), `EstiCRM_22196_${stamp}.zip`);
  writeFileSync(path, estiZip(stamp, offers));
  return importPackage(t, integrationId, path);
}

/** The titles of the company's ads a visitor sees on its public list. */
async function shownTitles(userId: number): Promise<string[]> {
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/estates/user/${userId}?sortBy=price&sortOrder=ASC`,
  });
  return page
    .json<{ rows: { title: string }[] }>()
    .rows.map((row) => row.title)
    .sort();
}

// Each status and flag value the issue names, and whether the offer may be online.
const cases: (Offer & { online: boolean })[] = [
  { id: '1', status: '3', offerExport: '1', online: true }, // Aktywna publikacja
  { id: '2', status: '7', offerExport: '1', online: false }, // Wycofana
  { id: '3', status: '6', offerExport: '1', online: false }, // Sprzedana
  { id: '4', status: '5', offerExport: '1', online: false }, // Zarezerwowana
  { id: '5', status: '42', offerExport: '1', online: false }, // a key definitions.xml does not label
  { id: '6', status: '3', offerExport: '0', online: false },
  { id: '7', status: '3', offerExport: 'false', online: false },
  { id: '8', status: '3', online: true }, // no offerExport: no statement
  { id: '9', offerExport: '1', online: true }, // no status: no statement
];
const titles = (online: boolean) =>
  cases
    .filter((c) => c.online === online)
    .map((c) => `Oferta ${c.id}`)
    .sort();
const unknownStatus = "oferta 5: nieznany status oferty '42', nie publikujemy jej";

describe("EstiCRM's status and offerExport", () => {
  it('publishes a new offer only when its status is active and it is exported', async () => {
    const { userId, integrationId } = await esticrmCompany();
    const result = await deliver(integrationId, '20260826_080000', cases);
    expect(result).toMatchObject({ status: 'done', added: titles(true).length, problems: [unknownStatus] });
    expect(await shownTitles(userId)).toEqual(titles(true));
  });

  it('takes an ad off the portal once its status or flag says it is not to be shown', async () => {
    const { userId, integrationId } = await esticrmCompany();
    await deliver(
      integrationId,
      '20260826_080000',
      cases.map(({ id }) => ({ id, status: '3', offerExport: '1' })),
    );
    expect(await shownTitles(userId)).toEqual(cases.map((c) => `Oferta ${c.id}`).sort());
    const result = await deliver(integrationId, '20260826_101500', cases);
    expect(result).toMatchObject({
      status: 'done',
      withdrawn: titles(false).length,
      problems: [unknownStatus],
    });
    expect(await shownTitles(userId)).toEqual(titles(true));
  });
});

describe("EstiCRM's incremental packages", () => {
  it('apply in the order of their export times and leave the offers they do not mention as they are', async () => {
    const { userId, integrationId } = await esticrmCompany();
    const home = homeFolder(t.config.ftpDir, integrationId);
    mkdirSync(home, { recursive: true });
    // The older export arrives last (sent again after a failed transfer): its name, not its upload, gives its place.
    const packages = [
      { stamp: '20260826_101500', uploaded: 120_000, offers: [{ id: 'A', status: '6' }] },
      {
        stamp: '20260826_095342',
        uploaded: 60_000,
        offers: [
          { id: 'A', status: '3' },
          { id: 'B', status: '3' },
        ],
      },
    ];
    for (const { stamp, uploaded, offers } of packages) {
      const path = join(home, `EstiCRM_22196_${stamp}.zip`);
      writeFileSync(path, estiZip(stamp, offers));
      const time = new Date(Date.now() - uploaded);
      utimesSync(path, time, time);
    }
    const outcomes = await importWaiting(t, integrationId);
    expect(outcomes).toMatchObject([
      { status: 'done', added: 2 },
      { status: 'done', withdrawn: 1 },
    ]);
    expect(await shownTitles(userId)).toEqual(['Oferta B']);
  });
});
