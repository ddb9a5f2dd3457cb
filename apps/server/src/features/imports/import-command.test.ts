import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildZip } from '../../../test/fixtures/crm/build-zip.ts';
import { ofertyNetXml } from '../../../test/fixtures/crm/packages.ts';
import { estates } from '../../db/schema.ts';
import { makeIntegration } from '../../infra/ftp/ftp.fixture.ts';
import { homeFolder } from './home-folder.ts';
import { importUsage, parseImportCommand, runImportCommand } from './import-command.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let integrationId: number;
const local = mkdtempSync(join(tmpdir(), 'import-cli-'));

beforeAll(async () => {
  t = await createTestApp();
  ({ integrationId } = await makeIntegration(t.db, t.secrets.secretKey, 'cli@biuro.pl', 'haslo'));
});
afterAll(() => t.close());

const activeIds = async () =>
  (
    await t.db
      .select({ externalId: estates.externalId })
      .from(estates)
      .where(and(eq(estates.integrationId, integrationId), eq(estates.active, 1)))
  )
    .map((row) => row.externalId)
    .sort();

describe('npm run import', () => {
  it('imports a local file, prints the counts and problems, and leaves the file where it is', async () => {
    const file = join(local, 'oferty.zip');
    const xml = ofertyNetXml({
      offers: [{ id: 'C-1' }, { id: 'C-2', city: 'Nieistniejącewo', county: 'nieznany' }],
    });
    writeFileSync(file, buildZip([{ name: 'oferty.xml', content: xml }]));
    const command = parseImportCommand(['--integration', String(integrationId), '--file', file]);
    expect(command).toEqual({ integrationId, file });
    const result = await runImportCommand(t, command as Exclude<typeof command, string>);
    expect(result.ok).toBe(true);
    expect(result.lines).toEqual([
      expect.stringMatching(/^Run \d+ done: added 1, updated 0, withdrawn 0, failed 1$/),
      "  - oferta C-2: nie znaleziono miejscowości: miasto 'Nieistniejącewo', powiat 'nieznany', województwo 'MAŁOPOLSKIE'",
    ]);
    expect(await activeIds()).toEqual(['C-1']);
    expect(existsSync(file)).toBe(true);

    const again = await runImportCommand(t, { integrationId, file });
    expect(again.lines).toEqual(['Already imported (same content): nothing changed.']);
  });

  it('with only the integration imports what waits in its folder and reports a broken package', async () => {
    const folder = homeFolder(t.config.ftpDir, integrationId);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'a.xml'), ofertyNetXml({ offers: [{ id: 'C-3' }], withdrawals: ['C-1'] }));
    expect(await runImportCommand(t, { integrationId })).toMatchObject({ ok: true });
    expect(await activeIds()).toEqual(['C-3']);
    writeFileSync(join(folder, 'b.xml'), '<plik><header>');
    const broken = await runImportCommand(t, { integrationId });
    expect(broken.ok).toBe(false);
    expect(broken.lines[0]).toMatch(/^Run \d+ failed: added 0/);
    expect(await runImportCommand(t, { integrationId })).toEqual({
      lines: ['Nothing waits in the integration folder.'],
      ok: true,
    });
  });

  it('imports the package of a run again, and says so when the run is unknown', async () => {
    const folder = homeFolder(t.config.ftpDir, integrationId);
    writeFileSync(join(folder, 'c.xml'), ofertyNetXml({ offers: [{ id: 'C-4' }] }));
    const [done] = (await runImportCommand(t, { integrationId })).lines;
    const runId = Number(/^Run (\d+) done/.exec(done!)?.[1]);
    expect(parseImportCommand(['--run', String(runId)])).toEqual({ runId });
    expect(await runImportCommand(t, { runId })).toEqual({
      lines: [expect.stringMatching(/^Run \d+ done: added 0, updated 0, withdrawn 0, failed 0$/)],
      ok: true,
    });
    expect(await runImportCommand(t, { runId: 999_999 })).toEqual({
      lines: ['Nie ma takiego importu.'],
      ok: false,
    });
  });

  it('explains its usage when the integration is missing', () => {
    expect(parseImportCommand(['--file', 'x.zip'])).toBe(importUsage);
    expect(parseImportCommand(['--run', '3', '--integration', '3'])).toBe(importUsage);
    expect(parseImportCommand(['--integration', 'abc'])).toBe(importUsage);
    expect(parseImportCommand(['--integration', '3', '--bogus'])).toBe(importUsage);
    const cli = spawnSync(process.execPath, [new URL('./import.cli.ts', import.meta.url).pathname], {
      encoding: 'utf8',
    });
    expect(cli.status).toBe(2);
    expect(cli.stderr.trim()).toBe(importUsage);
  });
});
