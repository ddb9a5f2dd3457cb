import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') return migratePglite(drizzlePglite(database.client), { migrationsFolder });
  // A migration may build an index over every ad, far longer than a request may wait: it gets a connection of its
  // own without the pool's timeouts, straight to PostgreSQL like the start-up lock it runs under.
  const client = new pg.Client({ connectionString: database.directUrl });
  await client.connect();
  try {
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}
