import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, embeddedDb, openDatabase } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';
import { templateDatabase, templateDumpPath } from './template.ts';

/**
 * A fresh database for one test file, migrated and with every locality: a PGlite copy of the run's template (in
 * memory, or in `dataDir`/db as the server keeps it), or a new database on the PostgreSQL server of DATABASE_URL
 * (dropped again by close(); its own URL in `url`).
 */
export async function createTestDatabase(
  options: { dataDir?: string } = {},
): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (url) return createPostgresCopy(url);
  const dump = new Blob([templateDump()]);
  const dataDir = options.dataDir && join(options.dataDir, 'db');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ loadDataDir: dump, ...(dataDir ? { dataDir } : {}) });
  return { db: embeddedDb(client), kind: 'pglite', client, close: () => client.close() };
}

// A worker's test files share their modules (vitest.config.ts), so the template is read once a worker.
let dumpBytes: Buffer | undefined;
function templateDump(): Buffer {
  dumpBytes ??= readFileSync(templateDumpPath);
  return dumpBytes;
}

async function createPostgresCopy(url: string): Promise<Database & { url: string }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabase}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
