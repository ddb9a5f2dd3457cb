import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { loadPlaces } from '../src/db/places/load-places.ts';
import { templateDatabase, templateDumpPath } from './template.ts';

/**
 * Prepares one migrated database with every locality, once per run; each test file then starts from a copy:
 * a loaded PGlite dump, or `CREATE DATABASE … TEMPLATE` on a PostgreSQL server when DATABASE_URL is set.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) return preparePostgresTemplate(url);
  const database = await openDatabase({});
  await migrate(database);
  await loadPlaces(database.db);
  if (database.kind !== 'pglite') throw new Error('the template is made on PGlite');
  const dump = await database.client.dumpDataDir('none');
  mkdirSync(new URL('.', templateDumpPath), { recursive: true });
  writeFileSync(templateDumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

async function preparePostgresTemplate(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase} with (force)`);
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, templateDatabase) });
  await migrate(database);
  await loadPlaces(database.db);
  await database.close();
}

export function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
