import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Assume } from 'drizzle-orm/utils';
import type pg from 'pg';
import { pino } from 'pino';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { createPool } from './postgres-pool.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/**
 * What both drivers answer to a raw statement (`db.execute`): node-postgres a QueryResult, PGlite its Results,
 * each with the rows. Declaring only that lets one Db type stand for either driver without a cast.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
export type RowsResult<Row> = { rows: Row[] };
export type Db = PgDatabase<RowsResultHKT, Schema>;

export type Database = { db: Db; close: () => Promise<void> } & (
  | {
      kind: 'pglite';
      /** The embedded database itself, for what only PGlite does (its migrator, a dump of its data). */
      client: PGlite;
    }
  | {
      kind: 'postgres';
      /** PostgreSQL itself, never a pooler: for what keeps a session (LISTEN, the start-up lock, migrations). */
      directUrl: string;
      /** Each connection pool by name, for the metrics. */
      pools: Record<string, pg.Pool>;
    }
);

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir?: string | undefined };

// PostgreSQL when a URL is given, otherwise embedded PGlite in DATA_DIR/db (or in memory when dataDir is omitted).
// How to talk to PostgreSQL comes from the environment, for the server and the command-line tools alike:
// DATABASE_POOL_SIZE, DATABASE_TIMEOUT_SECONDS, DATABASE_POOLER and DATABASE_DIRECT_URL (see config.ts).
export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir ? join(dataDir, 'db') : undefined);
}

const plannedDbs = new WeakMap<Db, { fixed: Db; perCall: Db }>();

/**
 * Where to run a named statement whose best plan does not depend on its parameters (a category page, the cards of
 * given ids): PostgreSQL plans it once per connection there. On the default connections it plans such a statement
 * anew on every call whenever its generic plan merely looks costlier (a parameter OFFSET counts as 10 % of the
 * table), which doubled the database's CPU per category page. The same database where it has no such connections
 * (PGlite, or through a pooler, where every statement is planned for its values).
 */
export const withFixedPlans = (db: Db): Db => plannedDbs.get(db)?.fixed ?? db;

/**
 * Where to run a named statement whose plan depends on its values (a search, a page by price): parsed once per
 * connection, planned on every call for its values, never given a generic plan (one of a search took 64 ms instead
 * of 1). Against the unnamed statement it saves parsing the text each time (0.15 ms of a 1.3 ms search).
 */
export const withPlansPerCall = (db: Db): Db => plannedDbs.get(db)?.perCall ?? db;

function openPostgres(connectionString: string): Database {
  const log = pino({ level: process.env.LOG_LEVEL || 'info' });
  const settings = {
    connectionString,
    size: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // Long enough for the heaviest statement of a request or an import, short enough that a frozen database gives
    // a quick 503 rather than requests waiting for as long as their clients do.
    timeoutMs: Number(process.env.DATABASE_TIMEOUT_SECONDS || 10) * 1000,
  };
  const directUrl = process.env.DATABASE_DIRECT_URL || connectionString;
  const on = (connections: pg.Pool): Db => drizzlePg(connections, { schema });
  if (process.env.DATABASE_POOLER === 'transaction') {
    // A pooler in transaction mode lends a server connection for one transaction at a time, so nothing may rely on
    // a session: one pool, statements unnamed and so planned for their values on every call, and jit left to the
    // database's own setting (ALTER DATABASE … SET jit = off).
    const pool = createPool({ ...settings, unnamedStatements: true }, log);
    return postgresDatabase(on(pool), directUrl, { default: pool });
  }
  // Every query of the portal is short: compiling a plan with LLVM (5 ms and more, for plans the planner merely
  // guesses to be costly) would cost more than it saves. Set on each new connection rather than as a startup
  // option, which poolers refuse.
  const poolWith = (planCacheMode?: string) =>
    createPool(
      {
        ...settings,
        sessionSetup: planCacheMode
          ? `set jit = off; set plan_cache_mode = ${planCacheMode}`
          : 'set jit = off',
      },
      log,
    );
  const pool = poolWith();
  const fixedPlanPool = poolWith('force_generic_plan');
  const perCallPlanPool = poolWith('force_custom_plan');
  const db = on(pool);
  plannedDbs.set(db, { fixed: on(fixedPlanPool), perCall: on(perCallPlanPool) });
  return postgresDatabase(db, directUrl, {
    default: pool,
    'fixed-plans': fixedPlanPool,
    'plans-per-call': perCallPlanPool,
  });
}

function postgresDatabase(db: Db, directUrl: string, pools: Record<string, pg.Pool>): Database {
  return {
    db,
    kind: 'postgres',
    directUrl,
    pools,
    close: async () => {
      await Promise.all(Object.values(pools).map((pool) => pool.end()));
    },
  };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const unlock = dir ? lockEmbeddedDatabase(dir) : () => undefined;
  // The options object, never a positional data dir: a positional first argument silently drops the options.
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), relaxedDurability: false }).catch(
    (error: unknown) => {
      unlock();
      throw error;
    },
  );
  const db: Db = drizzlePglite(client, { schema });
  // Closed, the folder is free for the next process: a command that prepares a database, then starts the portal on it.
  const close = () => client.close().finally(unlock);
  return { db, kind: 'pglite', client, close };
}
