import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir?: string | undefined };

// PostgreSQL when a URL is given, otherwise embedded PGlite in DATA_DIR/db (or in memory when dataDir is omitted).
export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir ? join(dataDir, 'db') : undefined);
}

const fixedPlanDbs = new WeakMap<Db, Db>();

/**
 * Where to run a named statement whose best plan does not depend on its parameters (a category page, the cards of
 * given ids): PostgreSQL plans it once per connection there. On the default connections it plans such a statement
 * anew on every call whenever its generic plan merely looks costlier (a parameter OFFSET counts as 10 % of the
 * table), which doubled the database's CPU per category page. The same database where it has no such connections.
 */
export const withFixedPlans = (db: Db): Db => fixedPlanDbs.get(db) ?? db;

function openPostgres(connectionString: string): Database {
  const poolOf = (options: string) =>
    new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), options });
  // Every query of the portal is short: compiling a plan with LLVM (5 ms and more, for plans the planner merely
  // guesses to be costly) would cost more than it saves.
  const pool = poolOf('-c jit=off');
  // Never for the other statements: a search's plan depends on its criteria (a generic plan of one took 64 ms).
  const fixedPlanPool = poolOf('-c jit=off -c plan_cache_mode=force_generic_plan');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  fixedPlanDbs.set(db, drizzlePg(fixedPlanPool, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await Promise.all([pool.end(), fixedPlanPool.end()]);
    },
  };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // The options object, never a positional data dir: a positional first argument silently drops the options.
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), relaxedDurability: false });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
