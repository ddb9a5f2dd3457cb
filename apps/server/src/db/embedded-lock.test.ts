// The real server process and the real commands on one data folder. The embedded database admits one process: a
// command or a second server is refused while the portal runs, and a folder left by a killed portal is taken over.
// On PostgreSQL (DATABASE_URL set) the commands run beside the portal instead, and the portal sees their change.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { makeUser, testPassword } from '../../test/factories.ts';
import { withDatabase } from '../../test/global-setup.ts';
import {
  type Finished,
  runCommand,
  type ServerProcess,
  spawnServer,
  startServer,
} from '../../test/server-process.ts';
import { templateDatabase, templateDumpPath } from '../../test/template.ts';
import { verifyPassword } from '../infra/passwords.ts';
import { openDatabase } from './client.ts';
import { demoPassword } from './demo/seed-demo.ts';
import * as schema from './schema.ts';
import { users } from './schema.ts';

const postgresUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'embedded-lock-'));
const boss = 'szef@example.com';
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each test starts real processes or opens fresh data folders, each of them up to startServer's two minutes on a
// busy machine (two test files at once on two cores).
const processes = { timeout: 150_000 };
const admin = (args: string[], env: Record<string, string>) =>
  runCommand('apps/server/src/features/users/admin.cli.ts', args, env);

/** What the running portal says about the boss: logged in, whether an admin. */
async function bossAsSeenBy(server: ServerProcess) {
  const answer = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: boss, password: testPassword, rememberMe: false }),
  });
  return { status: answer.status, admin: ((await answer.json()) as { admin?: boolean }).admin };
}

function embeddedDatabase() {
  const env = { DATA_DIR: dataDir };
  let first: ServerProcess;

  beforeAll(async () => {
    // The run's template (migrated, with every locality) spares the server loading 100,000 localities.
    const client = await PGlite.create({
      dataDir: join(dataDir, 'db'),
      loadDataDir: new Blob([readFileSync(templateDumpPath)]),
    });
    await makeUser(drizzle(client, { schema }), { email: boss });
    await client.close();
    first = await startServer({ env });
  }, processes.timeout);
  afterAll(async () => {
    first.kill('SIGKILL');
    await first.finished;
  });

  const isRefusedFor = ({ code, output }: Finished, holder: ServerProcess) => {
    expect(code, output).toBe(1);
    expect(output).toContain(`is in use by process ${holder.pid} (`);
    expect(output).toContain('main.ts). Stop it first, or use DATABASE_URL');
  };

  it('refuses the admin, seed and import commands while the portal runs; the portal sees no change', async () => {
    const outcomes = await Promise.all([
      admin(['grant', boss], env),
      runCommand('apps/server/src/db/seed.cli.ts', ['--ads', '1'], env),
      runCommand('apps/server/src/features/imports/import.cli.ts', ['--integration', '1'], env),
    ]);

    for (const outcome of outcomes) isRefusedFor(outcome, first);
    expect(outcomes[0]?.output).not.toContain('granted');
    expect(await bossAsSeenBy(first)).toEqual({ status: 200, admin: false });
  });

  it('frees a folder once its database is closed, for the next process or the same one', async () => {
    const another = join(dataDir, 'closed');
    const opened = await openDatabase({ dataDir: another });
    await opened.close();

    const again = await openDatabase({ dataDir: another });
    await again.close();
    expect(existsSync(join(another, 'db.lock'))).toBe(false);
  });

  it('refuses a second portal on the same folder', async () => {
    const second = await spawnServer({ env });
    onTestFinished(() => second.kill('SIGKILL'));
    isRefusedFor(await second.finished, first);
  });

  it('lets a new portal take over the folder of one killed with kill -9', async () => {
    first.kill('SIGKILL');
    await first.finished;

    const next = await startServer({ env });
    onTestFinished(() => next.kill('SIGKILL'));
    expect(await bossAsSeenBy(next)).toEqual({ status: 200, admin: false });
    next.kill('SIGTERM');
    expect((await next.finished).code).toBe(0);
  });

  it('makes the first admin with a random password printed once; the production starts made no account', async () => {
    const { code, output } = await admin(['create', 'root@example.com'], env);

    expect(code, output).toBe(0);
    const password = /^Password \(shown only now\): (\S+)$/m.exec(output)?.[1] ?? '';
    expect(password).toHaveLength(24);
    const client = await PGlite.create({ dataDir: join(dataDir, 'db') });
    try {
      const accounts = await drizzle(client).select().from(users).orderBy(users.userId);
      expect(accounts.map((account) => account.email)).toEqual([boss, 'root@example.com']);
      const root = accounts[1];
      expect(root).toMatchObject({ admin: true, active: true });
      expect(await verifyPassword(password, root!.passwordHash)).toBe(true);
      expect(await verifyPassword(demoPassword, root!.passwordHash)).toBe(false);
    } finally {
      await client.close();
    }
  });
}

function postgres(serverUrl: string) {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: withDatabase(serverUrl, name) };
  let server: ServerProcess;

  const onServer = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };

  beforeAll(async () => {
    await onServer(`create database ${name} template ${templateDatabase}`);
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    await makeUser(database.db, { email: boss });
    await database.close();
    server = await startServer({ env });
  }, processes.timeout);
  afterAll(async () => {
    server.kill('SIGKILL');
    await server.finished;
    await onServer(`drop database if exists ${name} with (force)`);
  });

  it('runs the admin command beside the portal, which sees its change at once', async () => {
    const { code, output } = await admin(['grant', boss], env);

    expect(code, output).toBe(0);
    expect(output).toContain(`${boss}: admin granted.`);
    expect(await bossAsSeenBy(server)).toEqual({ status: 200, admin: true });
  });
}

// CI runs the server suite on both: each run tests the database it has.
if (postgresUrl) describe('PostgreSQL', processes, () => postgres(postgresUrl));
else describe('the embedded database', processes, embeddedDatabase);
