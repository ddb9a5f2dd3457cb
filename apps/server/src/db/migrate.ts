import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrate({ db, kind }: Database): Promise<void> {
  if (kind === 'pglite') return migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  // A migration may build an index over every ad, far longer than a request may wait: it gets a connection of its
  // own, with the pool's settings but without its timeouts.
  const { options } = (db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client({ ...options, connectionTimeoutMillis: 0, query_timeout: 0 });
  await client.connect();
  try {
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}
