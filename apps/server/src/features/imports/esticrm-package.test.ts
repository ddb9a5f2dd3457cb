import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Limits } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { integrations } from '../../db/schema.ts';
import {
  cases,
  definitions,
  expectedProblems,
  type Offer,
  offerXml,
  titleOf,
  titles,
} from './esticrm-status.fixture.ts';
import { homeFolder, importWaiting } from './home-folder.ts';
import { importPackage } from './import-package.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const folder = mkdtempSync(join(tmpdir(), 'esticrm-'));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

/** The titles of the company's ads a visitor sees on its public list, every page of it. */
async function shownTitles(userId: number): Promise<string[]> {
  const shown: string[] = [];
  for (let page = 1; ; page++) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/estates/user/${userId}?sortBy=price&sortOrder=ASC&page=${page}`,
    });
    const { rows } = response.json<{ rows: { title: string }[] }>();
    shown.push(...rows.map((row) => row.title));
    if (rows.length < Limits.pageSize) return shown.sort();
  }
}

describe("EstiCRM's status and offerExport on a new offer", () => {
  let result: Awaited<ReturnType<typeof deliver>>;
  let shown: string[];
  beforeAll(async () => {
    const { userId, integrationId } = await esticrmCompany();
    result = await deliver(integrationId, '20260826_080000', cases);
    shown = await shownTitles(userId);
  });

  it.each(cases)('$name: online $online', (c) => {
    expect(shown.includes(titleOf(c))).toBe(c.online);
  });

  it('adds only the offers to be shown and tells the company of each value it cannot read', () => {
    expect(result).toMatchObject({ status: 'done', added: titles(true).length });
    expect(result.status === 'done' ? [...result.problems].sort() : result).toEqual(expectedProblems);
  });
});

describe("EstiCRM's status and offerExport on an ad already online", () => {
  it('takes an ad off the portal once its status or flag says it is not to be shown', async () => {
    const { userId, integrationId } = await esticrmCompany();
    await deliver(
      integrationId,
      '20260826_080000',
      cases.map(({ id }) => ({ id, status: '3', offerExport: '1' })),
    );
    expect(await shownTitles(userId)).toEqual(cases.map(titleOf).sort());
    const result = await deliver(integrationId, '20260826_101500', cases);
    expect(result).toMatchObject({ status: 'done', withdrawn: titles(false).length });
    expect(result.status === 'done' ? [...result.problems].sort() : result).toEqual(expectedProblems);
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
