import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import { authHeader } from '../../../test/users.ts';
import { estates, integrations } from '../../db/schema.ts';
import { homeFolder } from './home-folder.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
let integrationId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
  const company = await makeUser(t.db, { company: true });
  const [row] = await t.db
    .insert(integrations)
    .values({ userId: company.userId, type: 'galactica', ftpLogin: 'gal', ftpPasswordEncrypted: 'x' })
    .returning();
  integrationId = row!.integrationId;
});
afterAll(() => t.close());

function upload(name: string, xml: string) {
  const folder = homeFolder(t.config.DATA_DIR, integrationId);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), buildZip([{ name: 'oferty.xml', content: xml }]));
}

const run = () =>
  t.app.inject({ method: 'POST', url: `/api/site/imports/run/${integrationId}`, headers: admin });
const activeCount = async () =>
  (
    await t.db
      .select()
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.active, 1)))
  ).length;

describe('admin import actions', () => {
  it('runs the waiting packages and lets the admin approve a held mass withdrawal', async () => {
    upload(
      'oferty_1.zip',
      ofertyNetXml({ offers: Array.from({ length: 30 }, (_, i) => ({ id: `G-${i}` })) }),
    );
    expect((await run()).json().runs[0]).toMatchObject({ status: 'done', added: 30 });
    upload('oferty_2.zip', ofertyNetXml({ full: true, offers: [{ id: 'G-0' }] }));
    await run();
    expect(await activeCount()).toBe(30);
    const pending = await t.app.inject({ method: 'GET', url: '/api/site/imports/pending', headers: admin });
    const [held] = pending.json();
    expect(held).toMatchObject({ integrationId, count: 29 });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/site/imports/pending/${held.withdrawalId}/approve`,
      headers: admin,
    });
    expect(approved.json()).toEqual({ message: 'Wycofano ogłoszeń: 29.' });
    expect(await activeCount()).toBe(1);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/site/imports/pending/${held.withdrawalId}/reject`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/site/imports/pending' })).statusCode).toBe(401);
  });
});
